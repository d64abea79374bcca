import RehearsalUI

/// What the teaching recorder needs to know of every node on screen, kept per node and refreshed only for the
/// nodes the graph's change log names (``GraphChangeLog``), so a step costs what it changed.
///
/// It keeps each node's reads (for the readers of each `@State` and `@Observable` property), the objects a
/// view holds or a modifier injects (for the objects' values and readers), and the nodes with presentation
/// state. Lists it hands out are in tree order (parents before children, children in order), as a full walk
/// (``GraphWalk/nodes(_:)``) would give them, so everything built from them prints the same.
@MainActor final class ScreenIndex {
    /// What one mounted node contributes.
    private struct Facts {
        let node: GraphNode
        var stateReads: [ReadRecorder.StateRead] = []
        /// Whether the node's `@Observable` reads matter: it read some, or its access list could not be read.
        var readsObjects = false
        /// The properties of a custom view that hold an object, listed as `ViewProperties` lists them.
        var objectProperties: [ViewProperty] = []
        /// Whether the node holds, injects or owns an object (a source of the inventory's objects).
        var isObjectSource = false
        /// The object the node's `.environment(_:)` modifier injects, with its origin.
        var injection: StateInventoryBuilder.Injection?
        var isPresentation = false
        /// Whether the node holds what the navigation path prints (a tab view, a stack, a presentation).
        var isNavigation = false
        /// The node's name as a reader (``ReaderList/name(of:)``), when it reads a `@State`.
        var readerName = ""

        /// Whether any list of the index names the node.
        var hasSomethingToSay: Bool {
            !stateReads.isEmpty || readsObjects || !objectProperties.isEmpty || isObjectSource || injection != nil
                || isPresentation || isNavigation
        }
    }

    private var facts: [ObjectIdentifier: Facts] = [:]
    private var stateReaders: [ReadRecorder.StateRead: NodeIDSet] = [:]
    private var objectReaders: Set<ObjectIdentifier> = []
    private var objectSources: Set<ObjectIdentifier> = []
    private var presentations: Set<ObjectIdentifier> = []
    private var navigation: Set<ObjectIdentifier> = []
    /// Nodes refreshed since the checks last looked that one of them looks at, for ``takeChanged()``.
    private var changed: [GraphNode] = []
    private var changedSet: Set<ObjectIdentifier> = []
    /// The navigation path printed last, kept while no refresh names a node that may change it
    /// (``NavigationPathRelevance``); `nil` when it has to be printed again.
    private var keptPath: String?
    /// How many times the path was printed (for tests: a kept path is not printed again).
    private(set) var pathPrints = 0

    /// Refreshes the facts of every node the graph's log names since the last refresh.
    func refresh(_ graph: ViewGraph) {
        guard let log = graph.changeLog, !log.isEmpty else { return }
        let logged = log.take()
        // Checked only while a path is kept: at an open, every node is logged and the path is printed afresh anyway.
        if keptPath != nil, logged.contains(where: NavigationPathRelevance.affectsPath) { keptPath = nil }
        for node in logged {
            let id = ObjectIdentifier(node)
            if !facts.isEmpty, let old = facts.removeValue(forKey: id) { forget(old, id) }
            // The app's menu commands are no screen: the teaching checks look at the window only.
            // (Looked up only when the app has commands: it walks to the root.)
            guard node.isMounted, graph.commandsRoot == nil || !node.isInCommands else { continue }
            let type = IndexedViewType.of(node.view)
            let new = Self.facts(of: node, type, graph)
            // The checks' lists hold only the nodes they look at: at an open, a few of every node on screen.
            if type.isCheckedByPatterns(node), changedSet.insert(id).inserted { changed.append(node) }
            // Most nodes (texts, stacks, rows that read nothing) have nothing to say: only the others are kept,
            // which is all the lists below look up.
            guard new.hasSomethingToSay else { continue }
            facts[id] = new
            for read in new.stateReads { stateReaders[read, default: []].insert(id) }
            if new.readsObjects { objectReaders.insert(id) }
            if new.isObjectSource { objectSources.insert(id) }
            if new.isPresentation { presentations.insert(id) }
            if new.isNavigation { navigation.insert(id) }
        }
    }

    private func forget(_ old: Facts, _ id: ObjectIdentifier) {
        for read in old.stateReads {
            stateReaders[read]?.remove(id)
            if stateReaders[read]?.isEmpty == true { stateReaders[read] = nil }
        }
        objectReaders.remove(id)
        objectSources.remove(id)
        presentations.remove(id)
        navigation.remove(id)
    }

    private static func facts(of node: GraphNode, _ type: IndexedViewType, _ graph: ViewGraph) -> Facts {
        var result = Facts(node: node)
        if let reads = graph.reads?.reads(of: node) {
            result.stateReads = reads.state
            result.readsObjects = reads.observed.map { !$0.isEmpty } ?? true
            if !reads.state.isEmpty { result.readerName = ReaderList.name(of: node) }
        }
        if node.kind == .custom {
            result.objectProperties = ViewObjectProperties.of(node)
        }
        let injects = type.injectsObject
        result.isObjectSource = !result.objectProperties.isEmpty || injects
        if injects { result.injection = StateInventoryBuilder.injection(at: node) }
        result.isPresentation = node.modifierState is PresentationModel
        result.isNavigation =
            result.isPresentation || node.modifierState is TabViewModel || node.modifierState is NavigationStackModel
        return result
    }

    /// The mounted nodes refreshed since the last call that a per-node pattern check looks at
    /// (``IndexedViewType/isCheckedByPatterns(_:)``), in tree order: the only nodes whose checks can find something new.
    func takeChanged() -> [GraphNode] {
        let nodes = changed.filter(\.isMounted)
        defer {
            changed = []
            changedSet = []
        }
        // Many changed nodes (every node of a screen that just opened): one walk of the tree, keeping those
        // in the set, lists them in tree order for the cost of the walk.
        if nodes.count >= 4_096, let first = nodes.first {
            var root = first
            while let parent = root.parent { root = parent }
            var ordered: [GraphNode] = []
            ordered.reserveCapacity(nodes.count)
            var stack = [root]
            while let node = stack.popLast() {
                if changedSet.contains(ObjectIdentifier(node)) { ordered.append(node) }
                stack.append(contentsOf: node.children.reversed())
            }
            if ordered.count == nodes.count { return ordered }
        }
        return GraphWalk.inTreeOrder(nodes)
    }

    /// The readers of a `@State` as the full listing names them, or `nil` when nothing reads it.
    func readers(of read: ReadRecorder.StateRead) -> [String]? {
        guard let ids = stateReaders[read], !ids.isEmpty else { return nil }
        let nodes = GraphWalk.inTreeOrder(ids.compactMap { facts[$0]?.node })
        return nodes.compactMap { facts[ObjectIdentifier($0)]?.readerName }
    }

    /// The nodes with presentation state, in tree order.
    var presentationNodes: [GraphNode] {
        GraphWalk.inTreeOrder(presentations.compactMap { facts[$0]?.node })
    }

    /// The navigation path (``NavigationPathRenderer/render(_:)``): empty, without a walk, when no node holds a
    /// tab view, a stack or a presentation, since only those print.
    ///
    /// Printed again only when a refresh since the last print named a node that may change it (a tab view, a stack,
    /// a presentation, a screen, a title...), unless the containers make it volatile (a split view, a class instance
    /// in a stack's path), when it is printed every time.
    func navigationPath(_ graph: ViewGraph) -> String {
        if navigation.isEmpty {
            keptPath = nil
            return ""
        }
        if let keptPath { return keptPath }
        let path = NavigationPathRenderer.render(graph)
        pathPrints += 1
        let nodes = navigation.compactMap { facts[$0]?.node }
        keptPath = NavigationPathRelevance.isVolatile(nodes) ? nil : path
        return path
    }

    /// The screen's objects, as ``StateInventory/build(_:learnedReaders:)`` lists them, from the indexed nodes.
    func objects(_ graph: ViewGraph, learnedReaders: [String: [String]]) -> StateInventory {
        let readers = GraphWalk.inTreeOrder(objectReaders.compactMap { facts[$0]?.node })
        let sources = GraphWalk.inTreeOrder(objectSources.compactMap { facts[$0]?.node }).map { node in
            let nodeFacts = facts[ObjectIdentifier(node)]
            return (node, nodeFacts?.objectProperties ?? [], nodeFacts?.injection)
        }
        var builder = StateInventoryBuilder(graph: graph, learnedReaders: learnedReaders)
        return builder.buildObjects(readers: readers, sources: sources)
    }
}
