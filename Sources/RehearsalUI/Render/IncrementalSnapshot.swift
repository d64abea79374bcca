/// Builds the printed tree of a graph as `RenderNode`s, rebuilding only the nodes whose element, attributes,
/// state or children changed since the last build, and reusing every other subtree as it is.
///
/// It makes exactly what `SnapshotBuilder` and `TreeRenderer` make (the property tests compare the two over
/// random edits). Each graph node keeps its last output in `renderCache` with the `subtreeEpoch` it was made
/// at; the graph stamps a node and its ancestors (`GraphNode.touch()`) whenever what it prints may change,
/// and a build starts a new epoch when it is done. One incremental snapshot per graph: two would share the caches.
@MainActor package enum IncrementalSnapshot {
    /// What a graph node printed at its last build.
    final class Cache {
        let epoch: Int
        let output: [RenderNode]
        /// Whether the output reads values that change without the node being stamped (`@AppStorage`),
        /// so it is rebuilt every time.
        let isVolatile: Bool

        init(epoch: Int, output: [RenderNode], isVolatile: Bool) {
            self.epoch = epoch
            self.output = output
            self.isVolatile = isVolatile
        }
    }

    /// The printed tree of `graph` now; starts the graph's next render epoch.
    package static func build(_ graph: ViewGraph) -> [RenderNode] {
        defer { graph.beginRenderEpoch() }
        guard let root = graph.root else { return [] }
        return output(for: root).nodes
    }

    /// Wrappers whose printed values change without the view being re-evaluated.
    private static let volatileWrappers: Set<String> = ["@AppStorage", "@SceneStorage"]

    private static func output(for node: GraphNode) -> (nodes: [RenderNode], volatile: Bool) {
        if let cache = node.renderCache as? Cache, cache.epoch == node.subtreeEpoch, !cache.isVolatile {
            return (cache.output, false)
        }
        var volatile = false
        let nodes: [RenderNode]
        switch node.kind {
        case .custom:
            var snapshot = SnapshotNode(name: node.typeName)
            snapshot.isCustom = true
            if let element = node.element {
                snapshot.summary = element.summary
            } else {
                snapshot.properties = DynamicProperties.describe(node.view, node: node)
                volatile = snapshot.properties.contains { volatileWrappers.contains($0.wrapper) }
            }
            nodes = [RenderNode(snapshot, children: childOutput(of: node, volatile: &volatile))]
        case .primitive:
            if let element = node.element {
                var snapshot = SnapshotNode(name: element.name)
                snapshot.summary = element.summary
                snapshot.attributes = element.attributes
                nodes = [RenderNode(snapshot, children: childOutput(of: node, volatile: &volatile))]
            } else {
                nodes = structuralOutput(of: node, volatile: &volatile)
            }
        }
        node.renderCache = Cache(epoch: node.subtreeEpoch, output: nodes, isVolatile: volatile)
        return (nodes, volatile)
    }

    /// A node with no element of its own: its content, with its attributes, and its slots after the first.
    private static func structuralOutput(of node: GraphNode, volatile: inout Bool) -> [RenderNode] {
        // One child and nothing to add (a `ForEach` row, a tuple of one): the child's output as it is.
        if node.children.count == 1, node.modifierAttributes.isEmpty, !node.children[0].key.isSlot {
            let (nodes, childVolatile) = output(for: node.children[0])
            volatile = volatile || childVolatile
            return nodes
        }
        var content: [RenderNode] = []
        var slots: [RenderNode] = []
        for child in node.children {
            let (nodes, childVolatile) = output(for: child)
            volatile = volatile || childVolatile
            if case .slot(let name) = child.key {
                // An overlay whose `if` is false shows nothing: leave out the empty group.
                if !nodes.isEmpty { slots.append(RenderNode(line: "." + name, hasAttributes: false, children: nodes)) }
            } else {
                content += nodes
            }
        }
        if !node.modifierAttributes.isEmpty {
            content = content.map { $0.appending(attributes: node.modifierAttributes) }
        }
        if !slots.isEmpty {
            if content.isEmpty {
                content = slots
            } else {
                content[0] = content[0].appending(children: slots)
            }
        }
        return content
    }

    private static func childOutput(of node: GraphNode, volatile: inout Bool) -> [RenderNode] {
        var result: [RenderNode] = []
        for child in node.children {
            let (nodes, childVolatile) = output(for: child)
            volatile = volatile || childVolatile
            if case .slot(let name) = child.key {
                if !nodes.isEmpty { result.append(RenderNode(line: "." + name, hasAttributes: false, children: nodes)) }
            } else if node.children.count == 1 {
                return nodes
            } else {
                result += nodes
            }
        }
        return result
    }
}
