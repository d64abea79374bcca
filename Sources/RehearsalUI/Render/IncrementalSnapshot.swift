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
        let output: RenderList
        /// Whether the output reads values that change without the node being stamped (`@AppStorage`),
        /// so it is rebuilt every time.
        let isVolatile: Bool
        /// How the output is made of the children's: `nil` when it cannot be patched from the changed ones.
        let layout: Layout?
        /// The lines the output prints.
        let lines: Int

        init(epoch: Int, output: RenderList, isVolatile: Bool, layout: Layout?, lines: Int? = nil) {
            self.epoch = epoch
            self.output = output
            self.isVolatile = isVolatile
            self.layout = layout
            self.lines = lines ?? output.lines
        }
    }

    /// An output that is the children's outputs one after the other (no slots, no attributes added), either
    /// as it is or as the children of the node's own line (`wrapped`).
    struct Layout {
        var wrapped: Bool
        /// Whether each child printed exactly one node, so child `i` is node `i` of the concatenation.
        var onePerChild: Bool
    }

    /// The printed tree of `graph` now; starts the graph's next render epoch.
    package static func build(_ graph: ViewGraph) -> RenderList {
        defer { graph.beginRenderEpoch() }
        guard let root = graph.root else { return [] }
        return output(for: root).nodes
    }

    /// Wrappers whose printed values change without the view being re-evaluated.
    private static let volatileWrappers: Set<String> = ["@AppStorage", "@SceneStorage"]

    private static func output(for node: GraphNode) -> (nodes: RenderList, volatile: Bool) {
        let cached = node.renderCache as? Cache
        if let cached, !cached.isVolatile {
            if cached.epoch == node.subtreeEpoch { return (cached.output, false) }
            if node.contentEpoch <= cached.epoch, let patched = patch(node, cached) {
                node.renderCache = patched
                return (patched.output, false)
            }
        }
        var volatile = false
        let nodes: RenderList
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
        // Kept on every node but a link of a chain of single children printing one node (a row's modifier, its
        // button): remade with the kept node above. A volatile output is kept whatever the node: its parent's layout
        // reads its size.
        if volatile || nodes.count != 1 || !node.isSingleChildLink {
            node.renderCache = Cache(
                epoch: node.subtreeEpoch, output: nodes, isVolatile: volatile, layout: volatile ? nil : layout(of: node)
            )
        } else {
            node.renderCache = nil
        }
        return (nodes, volatile)
    }

    /// How a freshly built output is made of its children's, when it can be patched later.
    private static func layout(of node: GraphNode) -> Layout? {
        var onePerChild = true
        for child in node.children {
            if child.key.isSlot { return nil }
            if onePerChild, (child.renderCache as? Cache)?.output.count != 1 { onePerChild = false }
        }
        switch node.kind {
        case .custom: return Layout(wrapped: true, onePerChild: onePerChild)
        case .primitive:
            if node.element != nil { return Layout(wrapped: true, onePerChild: onePerChild) }
            return node.modifierAttributes.isEmpty ? Layout(wrapped: false, onePerChild: onePerChild) : nil
        }
    }

    /// The output of a node whose own content and children are unchanged, rebuilt from the children whose
    /// subtrees changed (`ViewGraph.touchedChildren`), or `nil` when it must be built afresh.
    private static func patch(_ node: GraphNode, _ cached: Cache) -> Cache? {
        let key = ObjectIdentifier(node)
        let edit = node.graph.childEdits[key]
        let touched = node.graph.touchedChildren[key]
        guard let layout = cached.layout, edit != nil || touched != nil else { return nil }
        let old = layout.wrapped ? cached.output[0].children : cached.output
        var concatenation: RenderList
        var lines = layout.wrapped ? cached.output[0].lineCount - cached.output[0].headerLines : cached.lines
        if node.children.count == 1 {
            let (nodes, volatile) = output(for: node.children[0])
            guard !volatile else { return nil }
            concatenation = nodes
            lines = (node.children[0].renderCache as? Cache)?.lines ?? nodes.lines
        } else {
            guard layout.onePerChild else { return nil }
            concatenation = old
            if let edit {
                // Children inserted or removed (`ViewGraph.splice`): the range's nodes replaced by the new ones'.
                guard let edit, edit.range.upperBound <= old.count,
                    old.count - edit.range.count + edit.count == node.children.count
                else { return nil }
                var inserted: [RenderNode] = []
                inserted.reserveCapacity(edit.count)
                for child in node.children[edit.range.lowerBound..<(edit.range.lowerBound + edit.count)] {
                    let (nodes, volatile) = output(for: child)
                    guard !volatile, nodes.count == 1 else { return nil }
                    inserted.append(nodes[0])
                    lines += nodes[0].lineCount
                }
                for index in edit.range { lines -= old[index].lineCount }
                concatenation = concatenation.replacingSubrange(edit.range, with: inserted)
            }
            guard concatenation.count == node.children.count else { return nil }
            for child in touched ?? [] {
                guard child.index < concatenation.count, node.children[child.index] === child else { return nil }
                let (nodes, volatile) = output(for: child)
                guard !volatile, nodes.count == 1 else { return nil }
                lines += nodes[0].lineCount - concatenation[child.index].lineCount
                concatenation = concatenation.replacing(at: child.index, with: nodes[0])
            }
        }
        let output =
            layout.wrapped ? [cached.output[0].replacing(children: concatenation, childLines: lines)] : concatenation
        let stillOnePerChild = layout.onePerChild && (node.children.count != 1 || concatenation.count == 1)
        return Cache(
            epoch: node.subtreeEpoch, output: output, isVolatile: false,
            layout: Layout(wrapped: layout.wrapped, onePerChild: stillOnePerChild),
            lines: layout.wrapped ? output[0].lineCount : lines)
    }

    /// A node with no element of its own: its content, with its attributes, and its slots after the first.
    private static func structuralOutput(of node: GraphNode, volatile: inout Bool) -> RenderList {
        // One child (a `ForEach` row, a tuple of one, a modifier's content): the child's output as it is, with the
        // modifier's attributes.
        if node.children.count == 1, !node.children[0].key.isSlot {
            let (nodes, childVolatile) = output(for: node.children[0])
            volatile = volatile || childVolatile
            if node.modifierAttributes.isEmpty { return nodes }
            if nodes.count == 1 { return [nodes[0].appending(attributes: node.modifierAttributes)] }
            return RenderList(nodes.map { $0.appending(attributes: node.modifierAttributes) })
        }
        var content = JoinedOutput()
        var slots: [RenderNode] = []
        for child in node.children {
            let (nodes, childVolatile) = output(for: child)
            volatile = volatile || childVolatile
            if case .slot(let name) = child.key {
                // An overlay whose `if` is false shows nothing: leave out the empty group.
                if !nodes.isEmpty { slots.append(RenderNode(line: "." + name, hasAttributes: false, children: nodes)) }
            } else {
                content.append(nodes)
            }
        }
        if node.modifierAttributes.isEmpty, slots.isEmpty { return content.list() }
        var nodes = content.array()
        if !node.modifierAttributes.isEmpty {
            nodes = nodes.map { $0.appending(attributes: node.modifierAttributes) }
        }
        if !slots.isEmpty {
            if nodes.isEmpty {
                nodes = slots
            } else {
                nodes[0] = nodes[0].appending(children: slots)
            }
        }
        return RenderList(nodes)
    }

    private static func childOutput(of node: GraphNode, volatile: inout Bool) -> RenderList {
        var result = JoinedOutput()
        for child in node.children {
            let (nodes, childVolatile) = output(for: child)
            volatile = volatile || childVolatile
            if case .slot(let name) = child.key {
                if !nodes.isEmpty { result.append(RenderNode(line: "." + name, hasAttributes: false, children: nodes)) }
            } else if node.children.count == 1 {
                return nodes
            } else {
                result.append(nodes)
            }
        }
        return result.list()
    }
}

/// Children's outputs put one after another. The first list that shows something is kept as it is while it is the
/// only one, so a long `ForEach` beside empty slots or empty branches is not copied into a new list at every build
/// above it.
private struct JoinedOutput {
    private var nodes: [RenderNode] = []
    private var only: RenderList?

    mutating func append(_ list: RenderList) {
        guard !list.isEmpty else { return }
        if nodes.isEmpty, only == nil {
            only = list
            return
        }
        spill()
        nodes.append(contentsOf: list)
    }

    mutating func append(_ node: RenderNode) {
        spill()
        nodes.append(node)
    }

    /// The outputs as one list: the lone list as it is, or the nodes in a new one.
    func list() -> RenderList { only ?? RenderList(nodes) }

    /// The outputs' nodes, for a caller that changes them.
    mutating func array() -> [RenderNode] {
        spill()
        return nodes
    }

    /// Moves the lone list into the nodes, before anything else is added after it.
    private mutating func spill() {
        guard let kept = only else { return }
        nodes.append(contentsOf: kept)
        only = nil
    }
}
