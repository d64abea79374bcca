/// The alignment of two line sequences that `TextDiff.lines` prints: which lines stay, which are removed, which are
/// added, in the order of a unified diff (within a run of changes, removals before additions).
///
/// Lines are compared as small integers (one per distinct text), and the work is chosen by size:
/// - up to `tableLimit` cells (old lines × new lines), a longest common subsequence by the full table, so every diff
///   of ordinary size is the one Rehearsal has always printed;
/// - above it, lines that occur exactly once on each side anchor the alignment (their longest increasing run, as in
///   a patience diff) and the gaps between anchors are aligned again: two rows changed far apart in a tree of
///   100,000 lines cost a few passes over the lines instead of a table of 10^10 cells;
/// - with no such line, a shortest edit script (Myers) bounded by `editLimit` edits, and past that the whole middle
///   removed and added: long, but never a hang or a table that does not fit in memory.
struct LineAlignment {
    /// One line of the alignment: an index into the old lines, the new lines, or both.
    enum Step: Equatable {
        case same(old: Int, new: Int)
        case removed(old: Int)
        case added(new: Int)
    }

    static let tableLimit = 1 << 18
    static let editLimit = 1_024

    private let old: [Int]
    private let new: [Int]
    private(set) var steps: [Step] = []

    /// Aligns `old` with `new` (both already mapped to integers, equal texts to equal integers).
    init(old: [Int], new: [Int]) {
        self.old = old
        self.new = new
        steps.reserveCapacity(max(old.count, new.count))
        align(0..<old.count, 0..<new.count)
    }

    /// Maps texts to integers: equal texts get equal integers.
    static func identifiers(_ old: [String], _ new: [String]) -> (old: [Int], new: [Int]) {
        var ids: [String: Int] = [:]
        ids.reserveCapacity(old.count + new.count)
        func id(_ text: String) -> Int {
            if let id = ids[text] { return id }
            let id = ids.count
            ids[text] = id
            return id
        }
        return (old.map(id), new.map(id))
    }

    private mutating func align(_ a: Range<Int>, _ b: Range<Int>) {
        var a = a
        var b = b
        var trailing = 0
        while !a.isEmpty, !b.isEmpty, old[a.lowerBound] == new[b.lowerBound] {
            steps.append(.same(old: a.lowerBound, new: b.lowerBound))
            a = (a.lowerBound + 1)..<a.upperBound
            b = (b.lowerBound + 1)..<b.upperBound
        }
        while !a.isEmpty, !b.isEmpty, old[a.upperBound - 1] == new[b.upperBound - 1] {
            a = a.lowerBound..<(a.upperBound - 1)
            b = b.lowerBound..<(b.upperBound - 1)
            trailing += 1
        }
        if a.isEmpty || b.isEmpty {
            for i in a { steps.append(.removed(old: i)) }
            for j in b { steps.append(.added(new: j)) }
        } else if a.count * b.count <= Self.tableLimit {
            alignByTable(a, b)
        } else if let anchors = uniqueAnchors(a, b), !anchors.isEmpty {
            var i = a.lowerBound
            var j = b.lowerBound
            for (anchorOld, anchorNew) in anchors {
                align(i..<anchorOld, j..<anchorNew)
                steps.append(.same(old: anchorOld, new: anchorNew))
                i = anchorOld + 1
                j = anchorNew + 1
            }
            align(i..<a.upperBound, j..<b.upperBound)
        } else if !alignByEditScript(a, b) {
            for i in a { steps.append(.removed(old: i)) }
            for j in b { steps.append(.added(new: j)) }
        }
        for k in 0..<trailing { steps.append(.same(old: a.upperBound + k, new: b.upperBound + k)) }
    }

    /// The longest common subsequence by the full table; on a tie a removal comes before an addition.
    private mutating func alignByTable(_ a: Range<Int>, _ b: Range<Int>) {
        let rows = a.count
        let columns = b.count
        let width = columns + 1
        var table = [Int32](repeating: 0, count: (rows + 1) * width)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            let oldLine = old[a.lowerBound + i]
            for j in stride(from: columns - 1, through: 0, by: -1) {
                table[i * width + j] =
                    oldLine == new[b.lowerBound + j]
                    ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var i = 0
        var j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, old[a.lowerBound + i] == new[b.lowerBound + j] {
                steps.append(.same(old: a.lowerBound + i, new: b.lowerBound + j))
                i += 1
                j += 1
            } else if i < rows, j == columns || table[(i + 1) * width + j] >= table[i * width + j + 1] {
                steps.append(.removed(old: a.lowerBound + i))
                i += 1
            } else {
                steps.append(.added(new: b.lowerBound + j))
                j += 1
            }
        }
    }

    /// The lines that occur once in `a` and once in `b`, as (old, new) index pairs, reduced to their longest run
    /// increasing on both sides; `nil` when there is none.
    private func uniqueAnchors(_ a: Range<Int>, _ b: Range<Int>) -> [(Int, Int)]? {
        var inOld: [Int: Int] = [:]
        for i in a { inOld[old[i]] = inOld[old[i]] == nil ? i : -1 }
        var inNew: [Int: Int] = [:]
        for j in b where inOld[new[j]].map({ $0 >= 0 }) ?? false { inNew[new[j]] = inNew[new[j]] == nil ? j : -1 }
        var pairs: [(Int, Int)] = []
        for i in a {
            if inOld[old[i]] == i, let j = inNew[old[i]], j >= 0 { pairs.append((i, j)) }
        }
        if pairs.isEmpty { return nil }
        // Longest increasing run of the new indices (pairs are in old order): patience sorting with back links.
        var pileTops: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0
            var high = pileTops.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[pileTops[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = pileTops[low - 1] }
            if low == pileTops.count { pileTops.append(index) } else { pileTops[low] = index }
        }
        var run: [(Int, Int)] = []
        var index = pileTops.last ?? -1
        while index >= 0 {
            run.append(pairs[index])
            index = previous[index]
        }
        return run.reversed()
    }

    /// A shortest edit script (Myers' greedy search, keeping each round's furthest points); `false`, with nothing
    /// appended, when it needs more than `editLimit` edits.
    private mutating func alignByEditScript(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        let n = a.count
        let m = b.count
        let limit = min(n + m, Self.editLimit)
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        var rounds: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            rounds.append(furthest)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[a.lowerBound + x] == new[b.lowerBound + y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return false }
        // Walk back from the end through each round's furthest points, then print forwards.
        var reversed: [Step] = []
        var x = n
        var y = m
        for d in stride(from: rounds.count - 1, through: 0, by: -1) {
            let before = rounds[d]
            let k = x - y
            let previousK =
                k == -d || (k != d && before[offset + k - 1] < before[offset + k + 1]) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : before[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY, x > 0, y > 0 {
                x -= 1
                y -= 1
                reversed.append(.same(old: a.lowerBound + x, new: b.lowerBound + y))
            }
            if d > 0 {
                if x == previousX {
                    reversed.append(.added(new: b.lowerBound + previousY))
                } else {
                    reversed.append(.removed(old: a.lowerBound + previousX))
                }
                x = previousX
                y = previousY
            }
        }
        steps.append(contentsOf: reversed.reversed())
        return true
    }
}
