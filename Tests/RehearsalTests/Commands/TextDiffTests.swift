import Testing

@testable import Rehearsal

@Suite struct TextDiffTests {
    @Test("Equal texts have no diff") func equal() {
        #expect(TextDiff.unified("a\nb", "a\nb") == nil)
    }

    @Test("A changed line shows with its context") func changed() {
        let old = "List\n  Text \"A\"\n  Text \"B\"\n  Text \"C\"\n  Text \"D\"\n  Text \"E\""
        let new = "List\n  Text \"A\"\n  Text \"B\"\n  Text \"X\"\n  Text \"D\"\n  Text \"E\""
        #expect(
            TextDiff.unified(old, new, oldName: "expected", newName: "actual") == """
                --- expected
                +++ actual
                @@ -2,5 +2,5 @@
                   Text "A"
                   Text "B"
                -  Text "C"
                +  Text "X"
                   Text "D"
                   Text "E"
                """)
    }

    @Test("Insertions and removals far apart make two hunks") func twoHunks() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
        var newLines = (1...12).map { "line \($0)" }
        newLines.remove(at: 1)
        newLines.insert("new", at: 10)
        #expect(
            TextDiff.unified(old, newLines.joined(separator: "\n")) == """
                --- before
                +++ after
                @@ -1,4 +1,3 @@
                 line 1
                -line 2
                 line 3
                 line 4
                @@ -10,3 +9,4 @@
                 line 10
                 line 11
                +new
                 line 12
                """)
    }
}
