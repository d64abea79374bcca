import RehearsalUI

/// What the teaching recorder needs to know of every node on screen, kept per node and refreshed only for the
/// nodes the graph's change log names (``GraphChangeLog``), so a step costs what it changed.
///
/// Its lists are `@exclusivity(unchecked)`, as `GraphNode`'s variables are: a screen that opens refreshes every one
/// of its nodes, and each write to a class's variable would otherwise be checked at run time. Nothing the index calls
/// while it writes one reads it back.
///
/// It keeps each node's reads (for the readers of each `@State` and `@Observable` property), the objects a
/// view holds or a modifier injects (for the objects' values and readers), and the nodes with presentation
/// state. Lists it hands out are in tree order (parents before children, children in order), as a full walk
/// (``GraphWalk/nodes(_:)``) would give them, so everything built from them prints the same.
///
/// A node's facts are kept on the node (`GraphNode.indexEntry`), not in a table: a screen of 100,000 rows, each
/// reading its own `@State`, has 100,000 nodes with facts, and a table of them was a fifth of opening it. Only the
/// nodes some list names are in a table (``listed``); a `@State` read by the node that owns it (a row's own counter)
/// is found from its owner, and only the other reads of a `@State` are listed by it (``stateReaders``).
@MainActor final class ScreenIndex {
    /// What one mounted node contributes.
    private final class Facts {
        /// The index that made them (``ScreenIndex/number``): a node's entry from another index is not this one's.
        let index: Int
        var stateReads: [ReadRecorder.StateRead] = []
        /// Whether the node's `@Observable` reads matter: it read some, or its access list could not be read.
        var readsObjects = false
        /// The `@Observable` properties it read, when it read some (`nil` when its access list could not be read).
        var observed: [ObservedAccess]?
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

        init(index: Int) { self.index = index }

        /// Whether the objects' inventory is found from the node (it reads, holds, owns or injects an object).
        var isForObjects: Bool { readsObjects || isObjectSource }

        /// Whether the objects' inventory finds the same in `other`: the same reads of objects, the same objects
        /// held under the same names, the same injection.
        func isSameForObjects(as other: Facts) -> Bool {
            guard readsObjects == other.readsObjects, isObjectSource == other.isObjectSource,
                observed == other.observed,
                objectProperties.count == other.objectProperties.count,
                injection?.object === other.injection?.object, injection?.origin == other.injection?.origin
            else { return false }
            return zip(objectProperties, other.objectProperties).allSatisfy { mine, theirs in
                mine.name == theirs.name && mine.kind == theirs.kind && mine.object === theirs.object
            }
        }

        /// Whether any list of the index names the node.
        var hasSomethingToSay: Bool {
            !stateReads.isEmpty || readsObjects || !objectProperties.isEmpty || isObjectSource || injection != nil
                || isPresentation || isNavigation
        }

        /// Whether a list of the index other than its owner's own reads names the node.
        func isListed(_ id: ObjectIdentifier) -> Bool {
            readsObjects || isObjectSource || isPresentation || isNavigation || stateReads.contains { $0.owner != id }
        }
    }

    /// Which index this is, counted from the first made: unlike its address, never the number of an index made before.
    private let number: Int
    private static var madeIndexes = 0

    init() {
        number = Self.madeIndexes
        Self.madeIndexes += 1
    }

    /// How many nodes have an entry of this index.
    @exclusivity(unchecked) private var entries = 0
    /// The nodes that a list below names, by identifier.
    @exclusivity(unchecked) private var listed: [ObjectIdentifier: GraphNode] = [:]
    /// The readers of each `@State` other than the node that owns it.
    @exclusivity(unchecked) private var stateReaders: [ReadRecorder.StateRead: NodeIDSet] = [:]
    @exclusivity(unchecked) private var objectReaders: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) private var objectSources: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) private var presentations: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) private var navigation: Set<ObjectIdentifier> = []
    /// Nodes refreshed since the checks last looked that one of them looks at, for ``takeChanged()``.
    @exclusivity(unchecked) private var changed: [GraphNode] = []
    @exclusivity(unchecked) private var changedSet: Set<ObjectIdentifier> = []
    /// The navigation path printed last, kept while no refresh names a node that may change it
    /// (``NavigationPathRelevance``); `nil` when it has to be printed again.
    @exclusivity(unchecked) private var keptPath: String?
    /// How many times the path was printed (for tests: a kept path is not printed again).
    private(set) var pathPrints = 0
    /// Counts the refreshes of nodes the objects' inventory is found from (readers of objects, their sources).
    @exclusivity(unchecked) private var objectsRevision = 0
    /// The objects' inventory built last, kept while ``objectsRevision`` is unchanged: a step then describes the
    /// objects' properties again and nothing else.
    private var keptObjects: KeptObjects?
    /// How many times the objects' inventory was built from the nodes (for tests: a kept one is not).
    private(set) var objectBuilds = 0

    /// An inventory of objects and the builder that made it, holding the objects weakly: the index must not keep
    /// alive an object the screen let go of (its `deinit` runs when its view leaves, as without the index).
    private struct KeptObjects {
        var revision: Int
        /// The readers and the sources it was built from, in tree order.
        var readers: [ObjectIdentifier]
        var sources: [ObjectIdentifier]
        var learnedReaders: [String: [String]]
        var builder: StateInventoryBuilder
        /// The inventory, its objects taken out.
        var inventory: StateInventory
        /// Each entry's object, `nil` for an entry known only from reads.
        var objects: [WeakObject?]
    }

    private final class WeakObject {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Refreshes the facts of every node the graph's log names since the last refresh.
    func refresh(_ graph: ViewGraph) {
        guard let log = graph.changeLog, !log.isEmpty else { return }
        let logged = log.take()
        // A screen that just opened: no node has facts to forget (each is logged once per take).
        let isFirst = entries == 0
        // Checked only while a path is kept: at an open, every node is logged and the path is printed afresh anyway.
        if keptPath != nil, logged.contains(where: NavigationPathRelevance.affectsPath) { keptPath = nil }
        for node in logged {
            let id = ObjectIdentifier(node)
            let old = isFirst ? nil : entry(of: node)
            if let old {
                forget(old, id)
                node.indexEntry = nil
                entries -= 1
            }
            // The app's menu commands are no screen: the teaching checks look at the window only.
            // (Looked up only when the app has commands: it walks to the root.)
            guard node.isMounted, graph.commandsRoot == nil || !node.isInCommands else {
                if old?.isForObjects == true { objectsRevision += 1 }
                continue
            }
            let type = IndexedViewType.of(node.view)
            let new = facts(of: node, type, graph)
            // A view updated to read and hold what it did (a tab view whose selection changed) leaves the objects.
            let isSame = if let old, let new { old.isSameForObjects(as: new) } else { false }
            if old?.isForObjects == true || new?.isForObjects == true, !isSame { objectsRevision += 1 }
            // The checks' lists hold only the nodes they look at: at an open, a few of every node on screen.
            if type.isCheckedByPatterns(node), changedSet.insert(id).inserted { changed.append(node) }
            // Most nodes (texts, stacks, rows that read nothing) have nothing to say: only the others are kept,
            // which is all the lists below look up.
            guard let new else { continue }
            node.indexEntry = new
            entries += 1
            guard new.isListed(id) else { continue }
            listed[id] = node
            for read in new.stateReads where read.owner != id { stateReaders[read, default: []].insert(id) }
            if new.readsObjects { objectReaders.insert(id) }
            if new.isObjectSource { objectSources.insert(id) }
            if new.isPresentation { presentations.insert(id) }
            if new.isNavigation { navigation.insert(id) }
        }
    }

    /// The node's entry of this index, if it has one.
    private func entry(of node: GraphNode) -> Facts? {
        guard let facts = node.indexEntry as? Facts, facts.index == number else { return nil }
        return facts
    }

    private func forget(_ old: Facts, _ id: ObjectIdentifier) {
        guard old.isListed(id) else { return }
        listed[id] = nil
        for read in old.stateReads where read.owner != id {
            stateReaders[read]?.remove(id)
            if stateReaders[read]?.isEmpty == true { stateReaders[read] = nil }
        }
        objectReaders.remove(id)
        objectSources.remove(id)
        presentations.remove(id)
        navigation.remove(id)
    }

    /// The facts of `node`, or `nil` when it has nothing to say (``Facts/hasSomethingToSay``): made only then, since
    /// most nodes of a screen (texts, stacks, a row's button) read nothing and hold nothing.
    private func facts(of node: GraphNode, _ type: IndexedViewType, _ graph: ViewGraph) -> Facts? {
        let reads = graph.reads?.reads(of: node)
        let objectProperties = node.kind == .custom ? ViewObjectProperties.of(node) : []
        let injects = type.injectsObject
        let state = node.modifierState
        guard reads != nil || !objectProperties.isEmpty || injects || state != nil else { return nil }
        let result = Facts(index: number)
        if let reads {
            result.stateReads = reads.state
            result.readsObjects = reads.observed.map { !$0.isEmpty } ?? true
            if result.readsObjects { result.observed = reads.observed }
            if !reads.state.isEmpty { result.readerName = ReaderList.name(of: node) }
        }
        result.objectProperties = objectProperties
        result.isObjectSource = !objectProperties.isEmpty || injects
        if injects { result.injection = StateInventoryBuilder.injection(at: node) }
        result.isPresentation = state is PresentationModel
        result.isNavigation = result.isPresentation || state is TabViewModel || state is NavigationStackModel
        return result.hasSomethingToSay ? result : nil
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

    /// The readers of a `@State` as the full listing names them, or `nil` when nothing reads it. `owner` is the node
    /// that owns the state (`read.owner`), when it is known: it is one of the readers when it reads its own.
    func readers(of read: ReadRecorder.StateRead, owner: GraphNode?) -> [String]? {
        var nodes = stateReaders[read]?.compactMap { listed[$0] } ?? []
        if let owner, ObjectIdentifier(owner) == read.owner, let facts = entry(of: owner),
            facts.stateReads.contains(read)
        {
            nodes.append(owner)
        }
        guard !nodes.isEmpty else { return nil }
        return GraphWalk.inTreeOrder(nodes).compactMap { entry(of: $0)?.readerName }
    }

    /// The nodes with presentation state, in tree order.
    var presentationNodes: [GraphNode] {
        GraphWalk.inTreeOrder(presentations.compactMap { listed[$0] })
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
        let nodes = navigation.compactMap { listed[$0] }
        keptPath = NavigationPathRelevance.isVolatile(nodes) ? nil : path
        return path
    }

    /// The kept inventory with its objects back in it, when it was built from these readers and sources (the same
    /// nodes in the same order: rows moved keep their facts, but not their place in the lists) and every object of
    /// it is alive.
    private func keptInventory(
        _ readers: [GraphNode], _ sources: [GraphNode], _ learnedReaders: [String: [String]]
    ) -> StateInventory? {
        guard let kept = keptObjects, kept.revision == objectsRevision,
            !kept.builder.readsLearnedReaders || kept.learnedReaders == learnedReaders,
            kept.readers.elementsEqual(readers.lazy.map(ObjectIdentifier.init)),
            kept.sources.elementsEqual(sources.lazy.map(ObjectIdentifier.init))
        else { return nil }
        var inventory = kept.inventory
        for index in inventory.objects.indices {
            guard let box = kept.objects[index] else { continue }
            guard let object = box.object else { return nil }
            inventory.objects[index].object = object
        }
        return inventory
    }

    /// The screen's objects, as ``StateInventory/build(_:learnedReaders:)`` lists them, from the indexed nodes.
    func objects(_ graph: ViewGraph, learnedReaders: [String: [String]]) -> StateInventory {
        let readers = GraphWalk.inTreeOrder(objectReaders.compactMap { listed[$0] })
        let sources = GraphWalk.inTreeOrder(objectSources.compactMap { listed[$0] })
        // Described in place: the kept builder keeps what it described, for the next step.
        if let inventory = keptInventory(readers, sources, learnedReaders),
            let described = keptObjects?.builder.describingValuesAgain(of: inventory)
        {
            return described
        }
        objectBuilds += 1
        let sourceFacts = sources.map { node in
            let nodeFacts = entry(of: node)
            return (node, nodeFacts?.objectProperties ?? [], nodeFacts?.injection)
        }
        var builder = StateInventoryBuilder(graph: graph, learnedReaders: learnedReaders)
        let inventory = builder.buildObjects(readers: readers, sources: sourceFacts)
        builder.forgetObjects()
        var stripped = inventory
        for index in stripped.objects.indices { stripped.objects[index].object = nil }
        keptObjects = KeptObjects(
            revision: objectsRevision, readers: readers.map(ObjectIdentifier.init),
            sources: sources.map(ObjectIdentifier.init), learnedReaders: learnedReaders, builder: builder,
            inventory: stripped,
            objects: inventory.objects.map { $0.object.map(WeakObject.init) })
        return inventory
    }
}
