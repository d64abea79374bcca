import Testing

@testable import Rehearsal

/// `TextDiff.lines` on texts of every size: the diffs Rehearsal has always printed up to the table's size, and above
/// it an alignment found in linear passes (changes far apart in a long tree) or a bounded edit script, never a table
/// of old lines × new lines.
@Suite struct LineAlignmentTests {
    @Test("Up to the table's size the alignment is the longest common subsequence printed before, tie for tie")
    func smallTextsAsBefore() {
        var random = SeededGenerator(seed: 11)
        let alphabet = ["A", "B", "C", "  Text \"x\"", ""]
        for round in 0..<2_000 {
            let old = (0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let new = (0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            #expect(TextDiff.lines(old, new) == Self.byFullTable(old, new), "round \(round): \(old) → \(new)")
        }
    }

    @Test("Above the table's size the alignment keeps every line of both texts, in order, and equal lines only")
    func largeTextsAreValid() {
        var random = SeededGenerator(seed: 12)
        for round in 0..<12 {
            let count = Int.random(in: 600...1_500, using: &random)
            let old = (0..<count).map { i in i % 7 == 0 ? "  Spacer" : "  Text \"row \(i)\"" }
            var new = old
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                let at = Int.random(in: 0..<new.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: new.remove(at: at)
                case 1: new.insert("  Text \"new \(round) \(at)\"", at: at)
                default: new[at] = "  Spacer"
                }
            }
            let diff = TextDiff.lines(old, new)
            let oldBack = diff.compactMap { line -> String? in
                switch line {
                case .same(let text), .removed(let text): text
                case .added: nil
                }
            }
            let newBack = diff.compactMap { line -> String? in
                switch line {
                case .same(let text), .added(let text): text
                case .removed: nil
                }
            }
            #expect(oldBack == old, "round \(round)")
            #expect(newBack == new, "round \(round)")
        }
    }

    @Test("Two rows changed at both ends of a tree of 100,000 lines: two hunks, found without the full table")
    func changesFarApart() {
        let old = ["VStack"] + (0..<100_000).map { "  Text \"row \($0) 0\"" }
        var new = old
        new[3] = "  Text \"row 2 1\""
        new[99_998] = "  Text \"row 99997 1\""
        #expect(
            TextDiff.unified(old.joined(separator: "\n"), new.joined(separator: "\n"), context: 1) == """
                --- before
                +++ after
                @@ -3,3 +3,3 @@
                   Text "row 1 0"
                -  Text "row 2 0"
                +  Text "row 2 1"
                   Text "row 3 0"
                @@ -99998,3 +99998,3 @@
                   Text "row 99996 0"
                -  Text "row 99997 0"
                +  Text "row 99997 1"
                   Text "row 99998 0"
                """)
    }

    @Test("No line occurs once on both sides: a shortest edit script gives two small hunks")
    func repeatedLinesOnly() {
        let old = ["top"] + Array(repeating: "  Divider", count: 3_000) + ["end"]
        var new = ["TOP"] + Array(repeating: "  Divider", count: 3_000) + ["END"]
        new.insert("  Divider", at: 1_500)
        #expect(
            TextDiff.unified(old.joined(separator: "\n"), new.joined(separator: "\n"), context: 1) == """
                --- before
                +++ after
                @@ -1,2 +1,2 @@
                -top
                +TOP
                   Divider
                @@ -3001,2 +3001,3 @@
                   Divider
                -end
                +  Divider
                +END
                """)
    }

    @Test("Texts too different for a bounded edit script: every old line removed, then every new line added")
    func tooDifferent() throws {
        let old = (0..<3_000).map { $0 % 2 == 0 ? "a" : "b" }
        let new = (0..<3_000).map { $0 % 2 == 0 ? "c" : "d" } + ["a"]
        let diff = TextDiff.lines(old, new)
        #expect(diff == old.map(TextDiff.Line.removed) + new.map(TextDiff.Line.added))
        let hunks = try #require(TextDiff.hunks(diff, context: 2))
        #expect(hunks.first == "@@ -1,3000 +1,3001 @@")
        #expect(hunks.count == 1 + 3_000 + 3_001)
    }

    /// The alignment `TextDiff.lines` printed before `LineAlignment`: the full table of the longest common
    /// subsequence of what is left after the common prefix and suffix, a removal before an addition on a tie.
    static func byFullTable(_ old: [String], _ new: [String]) -> [TextDiff.Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result = old[..<prefix].map(TextDiff.Line.same)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                result.append(.removed(a[i]))
                i += 1
            } else {
                result.append(.added(b[j]))
                j += 1
            }
        }
        return result + old[(old.count - suffix)...].map(TextDiff.Line.same)
    }
}
