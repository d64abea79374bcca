/// Prints a snapshot as the view tree: one node a line, two spaces of indent a level.
///
/// A custom view shows its name and state (`ShelfScreen  @State phase=.loading  @Environment LibraryClient`),
/// a primitive its content (`Text "Dune"`), and modifiers follow as attributes (`.padding .font(.title)`).
package enum TreeRenderer {
    package static func render(_ nodes: [SnapshotNode]) -> String {
        // Written as UTF-8 into one buffer, line after line, and made a string once: each of a line's half a dozen
        // pieces appended to a `String` went through its whole append path (the text was a sixth of a full render).
        var text: [UInt8] = []
        var isFirst = true
        for node in nodes { append(node, depth: 0, to: &text, isFirst: &isFirst) }
        return String(decoding: text, as: UTF8.self)
    }

    package static func line(for node: SnapshotNode) -> String {
        // Most nodes have no state to group: their line is made without the intermediate lists.
        if node.properties.isEmpty {
            var line = node.name
            if !node.summary.isEmpty {
                line += " "
                line += node.summary
            }
            if !node.attributes.isEmpty {
                line += "  "
                line += node.attributes.joined(separator: " ")
            }
            return line
        }
        var parts = [node.name]
        if !node.summary.isEmpty { parts[0] += " " + node.summary }
        var groups: [(String, [String])] = []
        for property in node.properties {
            if let index = groups.firstIndex(where: { $0.0 == property.wrapper }) {
                groups[index].1.append(property.text)
            } else {
                groups.append((property.wrapper, [property.text]))
            }
        }
        for (wrapper, texts) in groups { parts.append(wrapper + " " + texts.joined(separator: " ")) }
        if !node.attributes.isEmpty { parts.append(node.attributes.joined(separator: " ")) }
        return parts.joined(separator: "  ")
    }

    private static func append(_ node: SnapshotNode, depth: Int, to text: inout [UInt8], isFirst: inout Bool) {
        let space = UInt8(ascii: " ")
        if isFirst {
            isFirst = false
        } else {
            text.append(UInt8(ascii: "\n"))
        }
        text.append(contentsOf: repeatElement(space, count: 2 * depth))
        if node.properties.isEmpty {
            // `line(for:)` written straight into the text, without a string of its own.
            text.append(contentsOf: node.name.utf8)
            if !node.summary.isEmpty {
                text.append(space)
                text.append(contentsOf: node.summary.utf8)
            }
            for (index, attribute) in node.attributes.enumerated() {
                if index == 0 { text.append(space) }
                text.append(space)
                text.append(contentsOf: attribute.utf8)
            }
        } else {
            text.append(contentsOf: line(for: node).utf8)
        }
        for child in node.children { append(child, depth: depth + 1, to: &text, isFirst: &isFirst) }
    }

    /// The tree as JSON: an array of nodes with `name`, `summary`, `state`, `attributes` and `children`.
    package static func json(_ nodes: [SnapshotNode]) -> JSONValue {
        .array(nodes.map(json))
    }

    private static func json(_ node: SnapshotNode) -> JSONValue {
        var fields: [(String, JSONValue)] = [("name", .string(node.name))]
        if !node.summary.isEmpty { fields.append(("summary", .string(node.summary))) }
        if node.isSlot { fields.append(("slot", .bool(true))) }
        if !node.properties.isEmpty {
            fields.append(
                (
                    "state",
                    .array(
                        node.properties.map {
                            .object([("wrapper", .string($0.wrapper)), ("value", .string($0.text))])
                        })
                ))
        }
        if !node.attributes.isEmpty { fields.append(("attributes", .array(node.attributes.map(JSONValue.string)))) }
        if !node.children.isEmpty { fields.append(("children", .array(node.children.map(json)))) }
        return .object(fields)
    }
}
