/// Where the lines of a printed view tree are written: memory counted beforehand (`TreeRenderer.render(_:)` of a
/// snapshot) or a buffer that grows (`TreeRenderer.render(_:)` of a graph). The spelling of a line is written once,
/// here, for both.
protocol TreeTextSink {
    /// Whether no line has been written yet: every line but the first starts with a line feed.
    var isFirstLine: Bool { get set }
    mutating func byte(_ value: UInt8)
    mutating func bytes(_ value: UInt8, count: Int)
    mutating func string(_ value: String)
}

extension TreeTextSink {
    /// Starts a node's line: its line feed, its indent (two spaces a level), its name and its summary.
    mutating func beginLine(depth: Int, name: String, summary: String) {
        if isFirstLine {
            isFirstLine = false
        } else {
            byte(UInt8(ascii: "\n"))
        }
        bytes(UInt8(ascii: " "), count: 2 * depth)
        string(name)
        if !summary.isEmpty {
            byte(UInt8(ascii: " "))
            string(summary)
        }
    }

    /// A custom view's properties, grouped by wrapper: each wrapper once, in the order it first appears, with its
    /// properties' texts (`  @State a=1 b=2  @Environment LibraryClient`).
    mutating func properties(_ properties: [PropertyDescription]) {
        for index in properties.indices where TreeRenderer.isFirstOfItsWrapper(properties, index) {
            let wrapper = properties[index].wrapper
            bytes(UInt8(ascii: " "), count: 2)
            string(wrapper)
            for later in index..<properties.count where properties[later].wrapper == wrapper {
                byte(UInt8(ascii: " "))
                string(properties[later].text)
            }
        }
    }

    /// One attribute of the line: the line's first has two spaces before it, the others one.
    mutating func attribute(_ text: String, first: Bool) {
        bytes(UInt8(ascii: " "), count: first ? 2 : 1)
        string(text)
    }

    /// The line of `node`, then, unless `withChildren` is false, its children's lines a level deeper.
    mutating func write(_ node: SnapshotNode, depth: Int, withChildren: Bool = true) {
        beginLine(depth: depth, name: node.name, summary: node.summary)
        properties(node.properties)
        for index in node.attributes.indices { attribute(node.attributes[index], first: index == 0) }
        guard withChildren else { return }
        for index in node.children.indices { write(node.children[index], depth: depth + 1) }
    }
}
