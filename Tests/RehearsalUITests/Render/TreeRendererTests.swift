import Testing

@testable import RehearsalUI

/// The tree's text is counted, then written into the string's storage: it must be the lines `line(for:)` makes,
/// indented two spaces a level, one per node, with nothing left over or cut off.
@Suite struct TreeRendererTests {
    private func node(
        _ name: String, _ summary: String = "", properties: [(String, String)] = [], attributes: [String] = [],
        children: [SnapshotNode] = []
    ) -> SnapshotNode {
        var node = SnapshotNode(name: name)
        node.summary = summary
        node.properties = properties.map { PropertyDescription(wrapper: $0.0, text: $0.1) }
        node.attributes = attributes
        node.children = children
        return node
    }

    /// Each node's `line(for:)`, indented, joined by line feeds (the literal below pins the lines themselves).
    private func lines(_ nodes: [SnapshotNode], depth: Int = 0) -> [String] {
        nodes.flatMap { node in
            [String(repeating: "  ", count: depth) + TreeRenderer.line(for: node)]
                + lines(node.children, depth: depth + 1)
        }
    }

    @Test("Names, summaries, grouped state and attributes print as line(for:) prints them")
    func matchesLines() {
        let tree = [
            node(
                "ShelfScreen", properties: [("@State", "phase=.loading"), ("@Environment", "LibraryClient")],
                children: [
                    node(
                        "Row", "\"é ✓\"", properties: [("@State", "a=1"), ("@Binding", "b=2"), ("@State", "c=3")],
                        attributes: [".padding", ".font(.title)"],
                        children: [node("Text", "\"Dune\"", attributes: [".bold"]), node("Spacer")]),
                    node("", children: [node("Divider")]),
                    node(".overlay", children: [node("Text", "\"日本語のテキスト\"")]),
                ]),
            node("Second", "root"),
        ]
        let expected = lines(tree).joined(separator: "\n")
        #expect(TreeRenderer.render(tree) == expected)
        #expect(
            expected == """
                ShelfScreen  @State phase=.loading  @Environment LibraryClient
                  Row "é ✓"  @State a=1 c=3  @Binding b=2  .padding .font(.title)
                    Text "Dune"  .bold
                    Spacer
                 \u{20}
                    Divider
                  .overlay
                    Text "日本語のテキスト"
                Second root
                """)
    }

    @Test("An empty tree, and a tree whose first line is empty, print exactly")
    func edges() {
        #expect(TreeRenderer.render([]) == "")
        #expect(TreeRenderer.render([node("")]) == "")
        #expect(TreeRenderer.render([node(""), node("")]) == "\n")
        #expect(TreeRenderer.render([node("", children: [node("A")])]) == "\n  A")
    }
}
