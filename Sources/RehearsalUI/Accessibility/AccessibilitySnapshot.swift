/// The accessibility tree of a screen at one moment, with what covers what worked out.
///
/// When a presentation is up, only its content is reachable: everything else is marked as behind it.
/// The snapshot also knows the lazy containers that have rows left to mount.
@MainActor package struct AccessibilitySnapshot {
    /// The top-level elements, in reading order.
    package private(set) var roots: [AccessibilityNode]
    /// The lazy containers of the screen and their row windows.
    package let lazyContainers: [(node: GraphNode, window: LazyWindow)]
    /// The presentation on top, if any.
    package private(set) var topPresentation: PresentationModel?
    /// The builder's kept lists of elements that a target match may find in the tree and match by their index.
    private let keptLists: [AccessibilityCache]

    /// `mayBeCovered: false` says no presentation was built, so nothing is looked for.
    init(
        roots: [AccessibilityNode], lazyContainers: [(node: GraphNode, window: LazyWindow)], mayBeCovered: Bool = true,
        keptLists: [AccessibilityCache] = []
    ) {
        self.roots = roots
        self.lazyContainers = lazyContainers
        self.keptLists = keptLists
        topPresentation = nil
        if mayBeCovered { coverWithTopPresentation() }
    }

    /// Marks everything outside the topmost presentation (the most deeply nested, the last among equals)
    /// as behind it.
    private mutating func coverWithTopPresentation() {
        var top: (model: PresentationModel, depth: Int, owner: String)?
        for root in roots {
            root.forEach { node in
                guard let model = node.presentation else { return }
                if top == nil || node.presentationPath.count >= top!.depth {
                    top = (model, node.presentationPath.count, node.owner)
                }
            }
        }
        guard let top else { return }
        topPresentation = top.model
        let id = ObjectIdentifier(top.model)
        let presenter = top.model.node.map(AccessibilityTreeBuilder.owner) ?? top.owner
        let reason = AccessibilityNode.Reachability.obscured(
            because: "it is behind the \(top.model.summary) that \(presenter) presents",
            fix: "close the \(top.model.kind.rawValue) first (`dismiss`, or one of its buttons)")
        func cover(_ node: inout AccessibilityNode) {
            if node.presentationPath.contains(id) { return }
            if node.reachability == .reachable { node.reachability = reason }
            for index in node.children.indices { cover(&node.children[index]) }
        }
        for index in roots.indices { cover(&roots[index]) }
    }

    /// Every element, reachable or not, depth first.
    package var allElements: [AccessibilityNode] {
        var all: [AccessibilityNode] = []
        forEachElement { all.append($0) }
        return all
    }

    /// The elements, reachable or not, that `matches` accepts, depth first: ``allElements`` filtered, without
    /// copying the others.
    package func elements(where matches: (AccessibilityNode) -> Bool) -> [AccessibilityNode] {
        var found: [AccessibilityNode] = []
        forEachElement { if matches($0) { found.append($0) } }
        return found
    }

    /// The elements, reachable or not, that `query` matches (its index aside), depth first. The walk reads only
    /// the fields the query compares, where they are: handing each element to a closure would copy it (a large
    /// struct), which cost more than the rest of a tap on a screen of many rows.
    ///
    /// A list of elements that is one of the builder's kept lists (the same storage, so the same elements, since a
    /// kept list is never written in place while it is kept) is read through its index: only the positions that
    /// hold the label or identifier asked for are visited, in order, so the matches are those of the full walk.
    package func elements(matching query: TargetQuery) -> [AccessibilityNode] {
        var kept: [UnsafeRawPointer: AccessibilityCache] = [:]
        if query.label != nil || query.identifier != nil {
            for cache in keptLists {
                cache.elements.withUnsafeBufferPointer { buffer in
                    // Lists are noted deepest first: a parent passing its child's list on holds the same storage,
                    // and the child's (the one a patch keeps indexed) is the one to read.
                    if let base = buffer.baseAddress, kept[UnsafeRawPointer(base)] == nil {
                        kept[UnsafeRawPointer(base)] = cache
                    }
                }
            }
        }
        var found: [AccessibilityNode] = []
        roots.withUnsafeBufferPointer { Self.collect(query, in: $0, kept: kept, into: &found) }
        return found
    }

    /// Appends the elements of `nodes` and below that `query` matches. Not isolated: the main actor's closures
    /// check their executor each time they are entered, which cost a third of a walk of 100,000 elements.
    private nonisolated static func collect(
        _ query: TargetQuery, in nodes: UnsafeBufferPointer<AccessibilityNode>,
        kept: [UnsafeRawPointer: AccessibilityCache], into found: inout [AccessibilityNode]
    ) {
        if nodes.count >= AccessibilityTargetIndex.minimumCount, let base = nodes.baseAddress,
            let cache = kept[UnsafeRawPointer(base)], cache.elements.count == nodes.count,
            let candidates = cache.indexForMatching()?.candidates(query)
        {
            for index in candidates { visit(index) }
        } else {
            for index in nodes.indices { visit(index) }
        }
        func visit(_ index: Int) {
            if nodes[index].kind != .grouping,
                query.matches(
                    role: nodes[index].role, label: nodes[index].label, inputLabels: nodes[index].inputLabels,
                    identifier: nodes[index].identifier)
            {
                found.append(nodes[index])
            }
            if !nodes[index].children.isEmpty {
                nodes[index].children.withUnsafeBufferPointer { collect(query, in: $0, kept: kept, into: &found) }
            }
        }
    }

    /// Calls `body` for every element, reachable or not, depth first, reading each where it is (not copied).
    private func forEachElement(_ body: (AccessibilityNode) -> Void) {
        roots.withUnsafeBufferPointer { buffer in
            for index in buffer.indices { buffer[index].forEach { if $0.kind != .grouping { body($0) } } }
        }
    }

    /// How many of the kept lists that the tree holds have been indexed for target matches.
    package var indexedLists: Int { keptLists.filter { $0.targetIndex != nil }.count }

    /// The elements a screen reader reaches now, depth first.
    package var reachableElements: [AccessibilityNode] { allElements.filter(\.isReachable) }

    /// The lazy containers with rows left to mount.
    package var scrollableContainers: [(node: GraphNode, window: LazyWindow)] {
        lazyContainers.filter { $0.node.isMounted && $0.window.hiddenCount > 0 }
    }
}
