/// One node of a resolved view tree: an immutable description of what a view shows, for the renderers.
package struct SnapshotNode: Equatable {
    /// The view's name, or for a slot the modifier that owns it (`.overlay`).
    package var name: String
    package var summary: String = ""
    /// Dynamic properties of a custom view, in declaration order.
    package var properties: [PropertyDescription] = []
    package var attributes: [String] = []
    package var children: [SnapshotNode] = []
    /// Whether this is a modifier's slot (an overlay, a toolbar) rather than a view.
    package var isSlot = false
    /// Whether the node is a custom view.
    package var isCustom = false

    package init(name: String) { self.name = name }
}

/// Builds the snapshot of a mounted graph: custom views and primitives become nodes, structure
/// (tuples, conditionals, `ForEach`) disappears, and modifiers become attributes and slots.
@MainActor package enum SnapshotBuilder {
    package static func build(_ graph: ViewGraph) -> [SnapshotNode] {
        guard let root = graph.root else { return [] }
        return nodes(for: root)
    }

    package static func nodes(for node: GraphNode) -> [SnapshotNode] {
        var result: [SnapshotNode] = []
        append(node, to: &result)
        return result
    }

    /// The nodes the children of `node` (a view's or an element's) make: what it prints below its own line.
    static func children(of node: GraphNode) -> [SnapshotNode] {
        var result: [SnapshotNode] = []
        appendChildren(of: node, to: &result)
        return result
    }

    /// Appends the nodes `node` makes to `result`: one for a view, its content's for structure. Written into the
    /// parent's list, so the structure between views (tuples, `ForEach`) makes no lists of its own.
    private static func append(_ node: GraphNode, to result: inout [SnapshotNode]) {
        switch node.kind {
        case .custom:
            var snapshot = SnapshotNode(name: node.typeName)
            snapshot.isCustom = true
            // The element's fields are read in the node, without a copy of the whole element per node.
            if node.hasElement {
                snapshot.summary = node.storedElement!.summary
            } else {
                snapshot.properties = DynamicProperties.describe(node.view, node: node)
            }
            appendChildren(of: node, to: &snapshot.children)
            result.append(snapshot)
        case .primitive:
            if node.hasElement {
                var snapshot = SnapshotNode(name: node.storedElement!.name)
                snapshot.summary = node.storedElement!.summary
                snapshot.attributes = node.storedElement!.attributes
                appendChildren(of: node, to: &snapshot.children)
                result.append(snapshot)
                return
            }
            let start = result.count
            var slots: [SnapshotNode] = []
            let children = node.children
            for index in children.indices {
                let child = children[index]
                if let name = child.key.slotName {
                    var slot = SnapshotNode(name: "." + name)
                    slot.isSlot = true
                    append(child, to: &slot.children)
                    // An overlay whose `if` is false shows nothing: leave out the empty group.
                    if !slot.children.isEmpty { slots.append(slot) }
                } else {
                    append(child, to: &result)
                }
            }
            if !node.modifierAttributes.isEmpty {
                for index in start..<result.count { result[index].attributes += node.modifierAttributes }
            }
            if !slots.isEmpty {
                if result.count == start {
                    result += slots
                } else {
                    result[start].children += slots
                }
            }
        }
    }

    private static func appendChildren(of node: GraphNode, to result: inout [SnapshotNode]) {
        let children = node.children
        if result.isEmpty { result.reserveCapacity(estimatedCount(of: children)) }
        for index in children.indices {
            let child = children[index]
            if let name = child.key.slotName {
                var slot = SnapshotNode(name: "." + name)
                slot.isSlot = true
                append(child, to: &slot.children)
                if !slot.children.isEmpty { result.append(slot) }
            } else {
                append(child, to: &result)
            }
        }
    }

    /// About how many nodes `children` make, looking through a single structural child (a stack's block): the list
    /// is then reserved once, where it grew from one (three arrays for a row's three views).
    private static func estimatedCount(of children: [GraphNode]) -> Int {
        guard children.count == 1, children[0].kind == .primitive, !children[0].hasElement else {
            return children.count
        }
        return children[0].children.count
    }
}
