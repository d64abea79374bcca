import Testing

@testable import RehearsalShell

/// The plugin looks for `#Preview`, `PreviewProvider` and `DocumentGroup(` in the code of a file, not in its
/// comments or strings: a target whose only mention is in a comment has no previews to host.
@Suite struct SwiftCodeTextTests {
    @Test("Comments and the text of string literals are blanked; code, interpolations and lines are kept")
    func blanksCommentsAndStrings() {
        let source = ##"""
            // A DocumentGroup( in a line comment
            /* a #Preview in a block /* nested PreviewProvider */ still a comment */
            let a = "DocumentGroup(newDocument:)", b = #"raw "quoted" #Preview \(x) \#(y)"#
            let c = """
                PreviewProvider "quoted" \"""
                """
            let d = "escaped \" #Preview \(f("PreviewProvider", g(1))) DocumentGroup("
            struct Shown { let x = 1 / 2 }
            """##
        let code = SwiftCodeText.code(of: source)
        #expect(code.utf8.count == source.utf8.count)
        // Runs of blanks shown as one space, to read the code that is left line by line.
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: " ").joined(separator: " ")
        }
        #expect(
            lines == [
                "", "", "let a = , b = (y)", "let c =", "", "", "let d = (f( , g(1)))",
                "struct Shown { let x = 1 / 2 }",
            ])
    }

    @Test("A file that names DocumentGroup( or #Preview only in comments and strings declares nothing")
    func mentionsOnly() {
        let source = """
            // Not a document app: no DocumentGroup( here.
            struct Notes { let hint = "add a #Preview { ContentView() } and a PreviewProvider" }
            """
        let code = SwiftCodeText.code(of: source)
        #expect(!code.contains("DocumentGroup(") && !code.contains("#Preview") && !code.contains("PreviewProvider"))
        #expect(SwiftCodeText.code(of: "#Preview { Text(\"x\") }") == "#Preview { Text(   ) }")
    }
}
