/// Prints a snapshot as the view tree: one node a line, two spaces of indent a level.
///
/// A custom view shows its name and state (`ShelfScreen  @State phase=.loading  @Environment LibraryClient`),
/// a primitive its content (`Text "Dune"`), and modifiers follow as attributes (`.padding .font(.title)`).
package enum TreeRenderer {
    package static func render(_ nodes: [SnapshotNode]) -> String {
        // The text's length is counted first, then each line is written as UTF-8 straight into the string's own
        // storage: written into a growing byte array, the text was copied at each doubling, then once more into the
        // string, and its pages were touched for the first time two or three times over.
        var count = 0
        for index in nodes.indices { count += length(of: nodes[index], depth: 0) }
        return written(count: count) { writer in
            for index in nodes.indices { writer.write(nodes[index], depth: 0) }
        }
    }

    /// The node's own line, without indentation or its children's lines: the one spelling of a line, which
    /// `render(_:)` writes for every node.
    package static func line(for node: SnapshotNode) -> String {
        written(count: length(of: node, depth: 0, withChildren: false)) { writer in
            writer.write(node, depth: 0, withChildren: false)
        }
    }

    /// The string of `count` bytes counted by `length(of:depth:withChildren:)`, less the first line's line feed,
    /// written by `write` into the string's own storage.
    private static func written(count: Int, _ write: (inout Writer) -> Void) -> String {
        // Every line but the first starts with a line feed.
        guard count > 1 else { return "" }
        return String(unsafeUninitializedCapacity: count - 1) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var writer = Writer(base: base, capacity: buffer.count)
            write(&writer)
            return writer.count
        }
    }

    /// The bytes the lines of `node` and its subtree take, each with a line feed before it.
    private static func length(of node: SnapshotNode, depth: Int, withChildren: Bool = true) -> Int {
        var count = 1 + 2 * depth + node.name.utf8.count
        if !node.summary.isEmpty { count += 1 + node.summary.utf8.count }
        if !node.properties.isEmpty {
            for index in node.properties.indices {
                let property = node.properties[index]
                // A wrapper's first property starts its group, `  @State a=1`; the others add ` b=2`.
                if isFirstOfItsWrapper(node.properties, index) { count += 2 + property.wrapper.utf8.count }
                count += 1 + property.text.utf8.count
            }
        }
        for index in node.attributes.indices { count += (index == 0 ? 2 : 1) + node.attributes[index].utf8.count }
        guard withChildren else { return count }
        for index in node.children.indices { count += length(of: node.children[index], depth: depth + 1) }
        return count
    }

    /// Whether no property before `index` has the wrapper of the one at `index` (`line(for:)` groups them by it).
    static func isFirstOfItsWrapper(_ properties: [PropertyDescription], _ index: Int) -> Bool {
        for earlier in 0..<index where properties[earlier].wrapper == properties[index].wrapper { return false }
        return true
    }

    /// Writes nodes' lines, indented, into memory counted beforehand (`length(of:depth:withChildren:)`).
    private struct Writer: TreeTextSink {
        let base: UnsafeMutablePointer<UInt8>
        /// The bytes counted; a write past them (which the count rules out) is dropped rather than made.
        let capacity: Int
        var count = 0
        var isFirstLine = true

        init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
            self.base = base
            self.capacity = capacity
        }

        mutating func byte(_ value: UInt8) {
            guard count < capacity else { return }
            base[count] = value
            count += 1
        }

        mutating func bytes(_ value: UInt8, count repeated: Int) {
            guard repeated > 0, count + repeated <= capacity else { return }
            (base + count).update(repeating: value, count: repeated)
            count += repeated
        }

        mutating func string(_ value: String) {
            let written: Void? = value.utf8.withContiguousStorageIfAvailable { bytes in
                guard let start = bytes.baseAddress, count + bytes.count <= capacity else { return }
                (base + count).update(from: start, count: bytes.count)
                count += bytes.count
            }
            if written == nil {
                for byte in value.utf8 { self.byte(byte) }
            }
        }
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
