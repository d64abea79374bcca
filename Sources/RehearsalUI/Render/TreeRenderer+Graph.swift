extension TreeRenderer {
    /// The text of `graph`'s view tree: exactly what `render(SnapshotBuilder.build(graph))` prints, written from the
    /// graph's nodes as they are walked, without a snapshot of the whole tree first (which made and copied a node and
    /// its lists for every view: three quarters of a long list's full render).
    ///
    /// The snapshot's rules are followed as the walk goes: a custom view or an element prints a line, structure
    /// prints nothing, and a modifier's attributes go to the lines its content prints, the innermost modifier's
    /// first. A modifier's slots (an overlay, a toolbar) are placed after the first line of its content, or in its
    /// place when it prints none; where the structure below a line holds a slot, that line's children are printed
    /// from their snapshot, so the placement stays the snapshot's own.
    @MainActor package static func render(_ graph: ViewGraph) -> String {
        guard let root = graph.root else { return "" }
        var printer = GraphTextPrinter()
        if GraphTextPrinter.holdsSlot([root]) {
            for node in SnapshotBuilder.nodes(for: root) { printer.sink.write(node, depth: 0) }
        } else {
            printer.print(root, depth: 0, from: 0)
        }
        return printer.sink.finish()
    }
}

/// Walks a graph and writes its printed tree (`TreeRenderer.render(_:)` of a graph).
@MainActor private struct GraphTextPrinter {
    var sink = GrowingTreeText()
    /// The attributes of the modifiers around the node being walked, outermost first; a line takes those pushed since
    /// its parent line's children began (`from`), innermost first, after its own.
    private var modifierAttributes: [[String]] = []

    /// Whether the structure from `nodes` down to the next lines holds a slot, whose placement the walk leaves to
    /// the snapshot.
    static func holdsSlot(_ nodes: [GraphNode]) -> Bool {
        for node in nodes {
            if node.isSlot { return true }
            if node.kind == .primitive, !node.hasElement, holdsSlot(node.children) { return true }
        }
        return false
    }

    /// Writes the lines `node` makes at `depth`, with the modifiers' attributes pushed from index `start` on.
    mutating func print(_ node: GraphNode, depth: Int, from start: Int) {
        switch node.kind {
        case .custom:
            if node.hasElement {
                sink.beginLine(depth: depth, name: node.typeName, summary: node.storedElement!.summary)
            } else {
                sink.beginLine(depth: depth, name: node.typeName, summary: "")
                sink.properties(DynamicProperties.describe(node.view, node: node))
            }
            writeModifierAttributes(from: start, first: true)
            printChildren(of: node, depth: depth + 1)
        case .primitive where node.hasElement:
            sink.beginLine(depth: depth, name: node.storedElement!.name, summary: node.storedElement!.summary)
            let attributes = node.storedElement!.attributes
            for index in attributes.indices { sink.attribute(attributes[index], first: index == 0) }
            writeModifierAttributes(from: start, first: attributes.isEmpty)
            printChildren(of: node, depth: depth + 1)
        case .primitive:
            let attributes = node.modifierAttributes
            if !attributes.isEmpty { modifierAttributes.append(attributes) }
            let children = node.children
            for index in children.indices { print(children[index], depth: depth, from: start) }
            if !attributes.isEmpty { modifierAttributes.removeLast() }
        }
    }

    /// Writes the lines below a line's node, a level deeper: walked when their structure holds no slot, printed from
    /// their snapshot when it does.
    private mutating func printChildren(of node: GraphNode, depth: Int) {
        let children = node.children
        if children.isEmpty { return }
        if Self.holdsSlot(children) {
            for child in SnapshotBuilder.children(of: node) { sink.write(child, depth: depth) }
            return
        }
        let start = modifierAttributes.count
        for index in children.indices { print(children[index], depth: depth, from: start) }
    }

    private mutating func writeModifierAttributes(from start: Int, first: Bool) {
        var first = first
        for level in (start..<modifierAttributes.count).reversed() {
            for attribute in modifierAttributes[level] {
                sink.attribute(attribute, first: first)
                first = false
            }
        }
    }
}

/// A printed tree's bytes, in memory that doubles as it fills (the tree's length is not known before its walk). Its
/// memory is its own, let go by `finish()`, which the printer always calls.
private struct GrowingTreeText: TreeTextSink {
    var isFirstLine = true
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity = 1 << 16
    private var count = 0

    init() { base = .allocate(capacity: capacity) }

    private mutating func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        var grown = capacity * 2
        while count + more > grown { grown *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }

    mutating func byte(_ value: UInt8) {
        reserve(1)
        base[count] = value
        count += 1
    }

    mutating func bytes(_ value: UInt8, count repeated: Int) {
        guard repeated > 0 else { return }
        reserve(repeated)
        (base + count).initialize(repeating: value, count: repeated)
        count += repeated
    }

    mutating func string(_ value: String) {
        // Contiguous for every native string, small ones included (copied to the stack); the loop is for the rest.
        let written: Void? = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard let start = bytes.baseAddress else { return }
            reserve(bytes.count)
            (base + count).initialize(from: start, count: bytes.count)
            count += bytes.count
        }
        if written == nil {
            for byte in value.utf8 { self.byte(byte) }
        }
    }

    /// The text written, as a string; the memory is let go.
    mutating func finish() -> String {
        let text = String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        base.deallocate()
        base = .allocate(capacity: 1)
        capacity = 1
        count = 0
        return text
    }
}
