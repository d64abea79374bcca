/// One printed node of the view tree, immutable and shared: an unchanged subtree is the same object in the
/// trees before and after a step, so a diff skips it by identity.
package final class RenderNode {
    /// The node's line as `TreeRenderer.line(for:)` prints it, without indentation.
    package let line: String
    /// Whether `line` ends with attributes, so more are joined with one space rather than two.
    package let hasAttributes: Bool
    package let children: RenderList
    /// How many lines the node and its subtree print (a line with a newline in it counts as more).
    package let lineCount: Int
    /// How many lines `line` itself prints.
    package let headerLines: Int

    package init(line: String, hasAttributes: Bool, children: RenderList) {
        self.line = line
        self.hasAttributes = hasAttributes
        self.children = children
        headerLines = Self.lines(of: line)
        lineCount = headerLines + children.lines
    }

    package convenience init(line: String, hasAttributes: Bool, children: [RenderNode]) {
        self.init(line: line, hasAttributes: hasAttributes, children: RenderList(children))
    }

    /// How many lines `line` prints: one more than its newlines, counted in its bytes at once (a loop over `utf8`
    /// cost 3,000 instructions a row of a screen that opens).
    private static func lines(of line: String) -> Int {
        var line = line
        return line.withUTF8 { bytes in
            var newlines = 0
            for byte in bytes where byte == 10 { newlines += 1 }
            return newlines + 1
        }
    }

    /// The same node with other children, whose lines number `childLines`.
    package func replacing(children: RenderList, childLines: Int) -> RenderNode {
        RenderNode(
            line: line, hasAttributes: hasAttributes, children: children, headerLines: headerLines,
            lineCount: headerLines + childLines)
    }

    private init(line: String, hasAttributes: Bool, children: RenderList, headerLines: Int, lineCount: Int) {
        self.line = line
        self.hasAttributes = hasAttributes
        self.children = children
        self.headerLines = headerLines
        self.lineCount = lineCount
    }

    /// The node's own fields from a snapshot node (its children are given separately).
    package convenience init(_ snapshot: SnapshotNode, children: RenderList) {
        var header = snapshot
        header.children = []
        self.init(
            line: TreeRenderer.line(for: header), hasAttributes: !snapshot.attributes.isEmpty, children: children)
    }

    /// The same node with a modifier's attributes appended, as `SnapshotBuilder` appends them: the line made in one
    /// allocation, its lines counted in the attributes alone (a row's `.accessibilityIdentifier` at every open).
    package func appending(attributes: [String]) -> RenderNode {
        var text = line
        text.reserveCapacity(line.utf8.count + 2 + attributes.reduce(0) { $0 + $1.utf8.count + 1 })
        text += hasAttributes ? " " : "  "
        var added = 0
        for (index, attribute) in attributes.enumerated() {
            if index > 0 { text += " " }
            text += attribute
            added += Self.lines(of: attribute) - 1
        }
        return RenderNode(
            line: text, hasAttributes: true, children: children, headerLines: headerLines + added,
            lineCount: lineCount + added)
    }

    /// The same node with more children after its own.
    package func appending(children more: [RenderNode]) -> RenderNode {
        RenderNode(line: line, hasAttributes: hasAttributes, children: RenderList(children.array + more))
    }

    /// Appends the printed lines of `nodes` at `depth`, from line `from` (inclusive) to `to` (exclusive), counted
    /// from `start`, the line the first node prints; returns the line after the last node.
    @discardableResult
    package static func appendLines(
        of nodes: RenderList, depth: Int, start: Int, from: Int, to: Int, into lines: inout [String]
    ) -> Int {
        nodes.visit(start: start, from: from, to: to) { node, offset in
            if offset + node.headerLines > from {
                let text = String(repeating: "  ", count: depth) + node.line
                if node.headerLines == 1 {
                    lines.append(text)
                } else {
                    let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
                    for (index, part) in parts.enumerated() where offset + index >= from && offset + index < to {
                        lines.append(String(part))
                    }
                }
            }
            appendLines(
                of: node.children, depth: depth + 1, start: offset + node.headerLines, from: from, to: to,
                into: &lines)
        }
    }
}
