import Testing

@testable import RehearsalUI

/// `RenderList` against a plain array of the same nodes: random replacements, reads, line windows and diffs.
@MainActor @Suite struct RenderListPropertyTests {
    /// A node that prints one to three lines of its own, sometimes with children.
    private static func node(_ name: Int, _ random: inout SplitMix) -> RenderNode {
        let header = (0..<Int.random(in: 1...3, using: &random)).map { "n\(name).\($0)" }.joined(separator: "\n")
        let children =
            Int.random(in: 0..<4, using: &random) == 0
            ? (0..<Int.random(in: 1...3, using: &random)).map {
                RenderNode(line: "c\(name).\($0)", hasAttributes: false, children: [RenderNode]())
            } : []
        return RenderNode(line: header, hasAttributes: false, children: children)
    }

    /// What `visit` reports, worked out from the array: each node overlapping the window with its first line.
    private static func expectedVisit(
        _ nodes: [RenderNode], start: Int, from: Int, to: Int
    ) -> (visited: [(RenderNode, Int)], stop: Int) {
        var offset = start
        var visited: [(RenderNode, Int)] = []
        for node in nodes {
            if offset >= to { break }
            if offset + node.lineCount > from { visited.append((node, offset)) }
            offset += node.lineCount
        }
        return (visited, offset)
    }

    /// The positions where two arrays of one count hold different nodes, with the lines they start at.
    private static func expectedDifferences(
        _ old: [RenderNode], _ new: [RenderNode], oldAt: Int, newAt: Int
    ) -> [(Int, Int, Int)] {
        var oldLine = oldAt
        var newLine = newAt
        var result: [(Int, Int, Int)] = []
        for (index, (o, n)) in zip(old, new).enumerated() {
            if o !== n { result.append((index, oldLine, newLine)) }
            oldLine += o.lineCount
            newLine += n.lineCount
        }
        return result
    }

    private static func check(
        _ list: RenderList, _ array: [RenderNode], against old: (RenderList, [RenderNode]), _ random: inout SplitMix,
        _ step: String
    ) {
        #expect(list.count == array.count, "\(step): count")
        #expect(list.isEmpty == array.isEmpty, "\(step): isEmpty")
        #expect(list.lines == array.reduce(0) { $0 + $1.lineCount }, "\(step): lines")
        let iterated = Array(list).elementsEqual(array) { $0 === $1 }
        #expect(iterated, "\(step): iteration")
        let copied = list.array.elementsEqual(array) { $0 === $1 }
        #expect(copied, "\(step): array")
        for _ in 0..<8 where !array.isEmpty {
            let index = Int.random(in: 0..<array.count, using: &random)
            #expect(list[index] === array[index], "\(step): element \(index)")
        }
        // Windows anywhere in the text, empty ones and ones past its end included.
        let total = list.lines
        for _ in 0..<6 {
            let start = Int.random(in: 0...3, using: &random)
            let from = Int.random(in: 0...(total + 4), using: &random)
            let to = from + Int.random(in: 0...40, using: &random)
            var visited: [(RenderNode, Int)] = []
            let stop = list.visit(start: start, from: from, to: to) { visited.append(($0, $1)) }
            let expected = expectedVisit(array, start: start, from: from, to: to)
            #expect(stop == expected.stop, "\(step): stop of \(from)..<\(to) from \(start)")
            let same = visited.elementsEqual(expected.visited) { $0.0 === $1.0 && $0.1 == $1.1 }
            #expect(same, "\(step): nodes of \(from)..<\(to) from \(start)")
        }
        // A diff against an older version of the list, and against a list built afresh from the same nodes.
        let (oldList, oldArray) = old
        for (other, otherArray) in [(oldList, oldArray), (RenderList(array), array)]
        where otherArray.count == array.count {
            let oldAt = Int.random(in: 0...5, using: &random)
            let newAt = Int.random(in: 0...5, using: &random)
            var found: [(Int, Int, Int)] = []
            RenderList.forEachDifference(other, list, oldAt: oldAt, newAt: newAt) { o, n, oldLine, newLine in
                let index = otherArray.firstIndex { $0 === o } ?? -1
                #expect(index >= 0 && array[index] === n, "\(step): pair at \(index)")
                found.append((index, oldLine, newLine))
            }
            let expected = expectedDifferences(otherArray, array, oldAt: oldAt, newAt: newAt)
            let same = found.elementsEqual(expected) { $0 == $1 }
            #expect(same, "\(step): differences")
        }
    }

    @Test(
        "Random replacements keep the list equal to an array of the same nodes, at every size and depth",
        arguments: [
            (1, 0), (2, 1), (3, 31), (4, 32), (5, 33), (6, 64), (7, 1_023), (8, 1_024), (9, 1_025), (10, 3_000),
            (11, 40_000),
        ] as [(UInt64, Int)])
    func randomReplacements(seed: UInt64, count: Int) {
        var random = SplitMix(seed: seed)
        var array = (0..<count).map { Self.node($0, &random) }
        var list = RenderList(array)
        var kept = (list, array)
        var name = count
        Self.check(list, array, against: kept, &random, "seed \(seed), built")
        for number in 1...60 {
            var edits: [Int] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) where !array.isEmpty {
                let index = Int.random(in: 0..<array.count, using: &random)
                let node = Int.random(in: 0..<4, using: &random) == 0 ? array[index] : Self.node(name, &random)
                name += 1
                array[index] = node
                list = list.replacing(at: index, with: node)
                edits.append(index)
            }
            Self.check(list, array, against: kept, &random, "seed \(seed), step \(number), replaced \(edits)")
            // Sometimes the older version compared with is this one, sometimes one from several steps ago.
            if Bool.random(using: &random) { kept = (list, array) }
        }
        // The version kept from before still holds its own nodes.
        let unchanged = Array(kept.0).elementsEqual(kept.1) { $0 === $1 }
        #expect(unchanged)
    }

    @Test("An empty list prints nothing and has no differences")
    func empty() {
        let list = RenderList()
        #expect(list.isEmpty && list.lines == 0 && Array(list).isEmpty)
        var visited = 0
        #expect(list.visit(start: 2, from: 0, to: 10) { _, _ in visited += 1 } == 2)
        RenderList.forEachDifference(list, RenderList([]), oldAt: 0, newAt: 0) { _, _, _, _ in visited += 1 }
        #expect(visited == 0)
    }
}
