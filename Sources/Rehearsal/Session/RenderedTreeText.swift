import RehearsalUI

/// The whole text of a printed tree, written into one string: the text `RenderNode.appendLines` gives joined
/// with newlines, without a string per line first (an open of 100,000 rows prints 200,000 lines).
enum RenderedTreeText {
    /// Each node's line, indented two spaces a level, one a line, in tree order.
    static func text(_ nodes: RenderList) -> String {
        var text = ""
        var first = true
        var indents: [String] = [""]
        append(nodes, depth: 0, into: &text, first: &first, indents: &indents)
        return text
    }

    private static func append(
        _ nodes: RenderList, depth: Int, into text: inout String, first: inout Bool, indents: inout [String]
    ) {
        if depth >= indents.count { indents.append(indents[indents.count - 1] + "  ") }
        nodes.visit(start: 0, from: 0, to: Int.max) { node, _ in
            if first { first = false } else { text += "\n" }
            text += indents[depth]
            text += node.line
            append(node.children, depth: depth + 1, into: &text, first: &first, indents: &indents)
        }
    }
}
