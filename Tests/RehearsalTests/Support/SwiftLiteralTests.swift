import Testing

@testable import Rehearsal

/// `export` writes outputs as Swift literals that read back as the exact text: each case here is the
/// literal the writer produced, compiled into this file, compared with the text it was made from.
@Suite struct SwiftLiteralTests {
    static let hostile = "say \"\"\"hi\"\"\"\" \\(name) \\ end  \n\ttabbed\t\n\n  \ncarriage\rreturn \u{1B}[0m"

    @Test("A multi-line literal escapes backslashes, quote runs, control characters and trailing whitespace")
    func block() {
        #expect(
            SwiftLiteral.block(Self.hostile, indent: "    ") == #"""
                """
                    say \"\"\"hi\"\"\"\" \\(name) \\ end \u{20}
                    \ttabbed\t

                     \u{20}
                    carriage\rreturn \u{1B}[0m
                    """
                """#)
    }

    @Test("The literal the writer produced reads back as the text, once compiled")
    func blockReadsBack() {
        let compiled = """
            say \"\"\"hi\"\"\"\" \\(name) \\ end \u{20}
            \ttabbed\t

             \u{20}
            carriage\rreturn \u{1B}[0m
            """
        #expect(compiled == Self.hostile)
    }

    @Test("One-line literals and empty texts")
    func oneLine() {
        #expect(SwiftLiteral.string("a \"b\" \\(c)\n") == #""a \"b\" \\(c)\n""#)
        #expect(SwiftLiteral.block("", indent: "  ") == "\"\"\"\n  \"\"\"")
        #expect(SwiftLiteral.block("a\n", indent: "  ") == "\"\"\"\n  a\n\n  \"\"\"")
    }
}
