import Testing

@testable import RehearsalUI

/// `RenderNode.appending(attributes:)` makes the node a fresh one would be: the same line, and the same counts of
/// lines when an attribute (or the line) holds a newline.
@MainActor @Suite struct RenderNodeAttributesTests {
    private static let child = RenderNode(line: "Text \"a\"\nsecond", hasAttributes: false, children: [RenderNode]())

    @Test(
        "Appended attributes print as a node made with them, lines counted",
        arguments: [
            (
                "Button \"Row 0 0\"", false, [".accessibilityIdentifier(\"row-0\")"],
                "Button \"Row 0 0\"  .accessibilityIdentifier(\"row-0\")"
            ),
            ("Text \"a\" .bold", true, [".padding", ".italic"], "Text \"a\" .bold .padding .italic"),
            (
                "Text \"two\nlines\"", false, [".help(\"one\nmore\")", ".tag(2)"],
                "Text \"two\nlines\"  .help(\"one\nmore\") .tag(2)"
            ),
            ("VStack", false, [], "VStack  "),
        ])
    func appendsLikeAFreshNode(line: String, hasAttributes: Bool, attributes: [String], printed: String) {
        let node = RenderNode(line: line, hasAttributes: hasAttributes, children: [Self.child])
        let appended = node.appending(attributes: attributes)
        let fresh = RenderNode(line: printed, hasAttributes: true, children: [Self.child])
        #expect(appended.line == printed)
        #expect(appended.hasAttributes)
        #expect(appended.headerLines == fresh.headerLines)
        #expect(appended.lineCount == fresh.lineCount)
        #expect(appended.children.count == 1 && appended.children[0] === Self.child)
    }
}
