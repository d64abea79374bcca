@_spi(SwiftUI) import Observation

/// One mounted view: its place in the tree, its latest value, its persisted state and what it shows.
///
/// Nodes are created when a view first appears at an identity and live until that identity leaves the
/// tree. A custom view's node keeps its `@State` storage; its body is re-evaluated only when something it
/// read changed, its inputs changed, or its environment changed.
@MainActor package final class GraphNode {
    /// How the graph treats the node's view.
    package enum Kind {
        /// A built-in view that lists its element and children itself.
        case primitive
        /// A view with a `body`.
        case custom
    }

    // Stored properties are laid out in declaration order: the kind and the flags come right after the key,
    // in the padding its 41 bytes leave, and the rarely set lifecycle handlers live out of line
    // (`NodeLifecycle`), so a node of a long list costs less memory.
    //
    // The variables are `@exclusivity(unchecked)`: a mount touched each a few times a node, and every access began
    // and ended a dynamic exclusivity check (about 5 % of a mount). Sound because none is ever passed `inout` or
    // mutated in place across a call that could reach the same node's property again: they are read, assigned, or
    // changed by a standard-library collection method that runs no code of ours.
    package let key: NodeKey
    package let kind: Kind
    @exclusivity(unchecked) package private(set) var isMounted = true
    @exclusivity(unchecked) var isDirty = false
    /// True while the node is being updated for the first time (it is appearing).
    @exclusivity(unchecked) package internal(set) var isFirstUpdate = false
    /// Whether the node has disappeared while staying mounted, keeping its state: it is, or is inside, a
    /// hidden tab or a covered screen of a navigation stack.
    @exclusivity(unchecked) package internal(set) var isDisappeared = false
    /// Whether the container that holds this node hides it (`ViewGraph.setHidden(_:_:)`).
    @exclusivity(unchecked) var isHiddenByContainer = false
    /// Whether the graph's change log holds the node now (`GraphChangeLog`).
    @exclusivity(unchecked) var isInChangeLog = false
    package unowned(unsafe) let graph: ViewGraph
    /// The parent node; `nil` for the root. Parents own their children, so a child never outlives it.
    package unowned(unsafe) let parent: GraphNode?
    /// How many ancestors the node has (`depth`), and its position among its parent's children (`index`), in one
    /// word: neither comes near 2^31.
    private let storedDepth: Int32
    @exclusivity(unchecked) private var storedIndex: Int32 = 0
    package var depth: Int { Int(storedDepth) }
    @exclusivity(unchecked) package private(set) var view: any View
    @exclusivity(unchecked) package var environment: EnvironmentValues
    /// What the node shows, if anything.
    package var element: Element? {
        get { storedElement }
        set {
            // Tested before it is stored: tested after, the element was copied to be stored.
            let shows = newValue != nil
            storedElement = newValue
            if shows { touch() }
        }
    }

    /// Sets the element the node shows, moved in: what a primitive's update makes, set once.
    package func setElement(_ newElement: consuming Element) {
        storedElement = consume newElement
        touch()
    }
    /// Held in the node, not in a box of its own: most nodes of a long list show one (a row's stack, texts and
    /// spacer), and the box was an allocation for each at mount; a structural node's empty element costs the node
    /// about 80 bytes more, less than the boxes cost the nodes that have one.
    @exclusivity(unchecked) private(set) var storedElement: Element?
    /// For a modifier's node: the attributes it adds to the elements of its content.
    @exclusivity(unchecked) package var modifierAttributes: [String] = [] {
        didSet { touch() }
    }
    /// The render epoch (`ViewGraph.renderEpoch`) in which what the node prints last changed.
    @exclusivity(unchecked) package private(set) var contentEpoch = 0
    /// The latest `contentEpoch` in the node's subtree: an unchanged value means nothing below it changed.
    @exclusivity(unchecked) package private(set) var subtreeEpoch = 0
    /// What an incremental renderer (`IncrementalSnapshot`) kept of this node's output.
    @exclusivity(unchecked) package var renderCache: AnyObject?
    /// What the accessibility tree builder kept of this node's elements (`AccessibilityCache`).
    @exclusivity(unchecked) package var accessibilityCache: AnyObject?
    /// What the teaching recorder's index keeps of this node (its facts), when it has something to say.
    @exclusivity(unchecked) package var indexEntry: AnyObject?
    /// What the node read in its latest update, kept by the graph's `ReadRecorder` (`nil`: nothing, or no recorder).
    @exclusivity(unchecked) var recordedReads: ReadRecorder.Reads?
    /// The node's position among its parent's children.
    package var index: Int { Int(storedIndex) }
    @exclusivity(unchecked) package private(set) var children: [GraphNode] = []
    /// The persisted storage of the view's dynamic properties, by their order in the view's fields.
    @exclusivity(unchecked) package var propertyStorage: [AnyObject] = []
    /// Per-node data that modifiers keep between updates (lifecycle handlers, tasks, presentation state).
    @exclusivity(unchecked) package var modifierState: AnyObject?
    /// Per-node data that features attach to views they do not own, by type (a lazy container's row window); kept
    /// out of line with the lifecycle handlers (`NodeLifecycle`), since few nodes have any.
    package var attachments: [ObjectIdentifier: AnyObject] {
        get { lifecycle?.attachments ?? [:] }
        set {
            if newValue.isEmpty, lifecycle == nil { return }
            lifecycleForWriting.attachments = newValue
        }
    }
    /// Bumped each time the body is evaluated; observations from older evaluations are ignored. 32 bits, wrapping:
    /// an observation is compared with the evaluation it was made in, never 2^32 evaluations later.
    var evaluation: Int {
        get { Int(storedEvaluation) }
        set { storedEvaluation = UInt32(truncatingIfNeeded: newValue) }
    }
    @exclusivity(unchecked) private var storedEvaluation: UInt32 = 0
    /// The reconcile of the parent's children that last matched the node (`ViewGraph.reconcileMark`), beside the
    /// evaluation: the two 32-bit counters share one word.
    @exclusivity(unchecked) var reconcileMark: UInt32 = 0
    @exclusivity(unchecked) var handle: NodeHandle?
    /// The Observation trackings of the latest update, cancelled before the next one and when the node leaves.
    @exclusivity(unchecked) var trackings: [ObservationTracking]?
    /// The environment keys the latest body evaluation read; `nil` before the first (`EnvironmentReads`).
    @exclusivity(unchecked) var environmentReads: [EnvironmentRead]?
    /// The lifecycle handlers and the lifecycle work queued during an update, when the node has any.
    @exclusivity(unchecked) private var lifecycle: NodeLifecycle?

    /// Run when the node leaves the tree or disappears while staying mounted (a modifier's `onDisappear`, a
    /// task's cancellation).
    package var onUnmount: (() -> Void)? {
        get { lifecycle?.onUnmount }
        set {
            if newValue == nil, lifecycle == nil { return }
            lifecycleForWriting.onUnmount = newValue
        }
    }
    /// Run when the node appears again after disappearing while mounted: its tab is selected again, or the
    /// screen that covered it was popped (a modifier's `onAppear`, a task's restart).
    package var onReappear: (() -> Void)? {
        get { lifecycle?.onReappear }
        set {
            if newValue == nil, lifecycle == nil { return }
            lifecycleForWriting.onReappear = newValue
        }
    }

    private var lifecycleForWriting: NodeLifecycle {
        if let lifecycle { return lifecycle }
        let created = NodeLifecycle()
        lifecycle = created
        return created
    }

    /// A node for a child list's item, its view moved in: the item keeps an empty view in its place.
    ///
    /// Swapped, not copied: given the item `consuming`, the optimizer made the argument borrowed again and copied
    /// the view (a copy of an `any View` retains what the view holds, a row's strings and state).
    init(taking item: inout ChildList.Item, parent: GraphNode?, graph: ViewGraph) {
        var swapped: any View = EmptyView()
        swap(&swapped, &item.view)
        // Consumed into a constant: a variable whose address `swap` took was copied for `type(of:)` and again to be
        // stored.
        let moved = consume swapped
        self.kind = PrimitiveDispatch.update(for: type(of: moved)) == nil ? .custom : .primitive
        self.key = item.key
        self.view = moved
        self.environment = item.environment
        self.parent = parent
        if let parent {
            self.storedDepth = parent.storedDepth + 1
        } else {
            self.storedDepth = 0
        }
        self.graph = graph
    }

    /// The name of the view's type, without its module: `ShelfScreen`, `Text`.
    package var typeName: String { ViewTypeName.of(type(of: view)) }

    /// The path of keys from the root to this node, which is the node's structural identity.
    package var identity: [NodeKey] {
        var keys: [NodeKey] = []
        var node: GraphNode? = self
        while let current = node {
            keys.append(current.key)
            node = current.parent
        }
        return keys.reversed()
    }

    /// The nearest custom view at or above this node: the view whose code produced it.
    package var owningCustomView: GraphNode? {
        var node: GraphNode? = self
        while let current = node {
            if current.kind == .custom { return current }
            node = current.parent
        }
        return nil
    }

    func setView(_ newView: any View) {
        view = newView
        touch()
    }

    /// Replaces the view with an equal value that prints the same, without stamping the node.
    func replaceView(_ newView: any View) { view = newView }

    /// Notes that what the node prints may have changed: its subtree and every ancestor's is then re-rendered.
    func touch() {
        let epoch = graph.renderEpoch
        // The log is asked for only when the node is not in it: asked every time, the graph was retained around it.
        if !isInChangeLog, let log = graph.changeLog { log.note(self) }
        // Touched already in this epoch (an update touches its node, then its element and its children again): the
        // walk would change nothing, and it retained and released each node it passed (a tenth of a mount).
        if contentEpoch == epoch, subtreeEpoch == epoch { return }
        contentEpoch = epoch
        // Walked without retaining: each node it passes is held by its parent, and the walk changes no child list.
        unowned(unsafe) var node = self
        while node.subtreeEpoch != epoch {
            node.subtreeEpoch = epoch
            guard let parent = node.parent else { break }
            // A renderer rebuilds a parent whose own content is unchanged from the children that changed.
            if parent.contentEpoch != epoch { graph.noteTouched(node, in: parent) }
            node = parent
        }
    }

    /// Queues an action to run after this node's children have appeared (SwiftUI calls `onAppear`
    /// deepest first, and in the order the modifiers were written).
    package func appearAfterChildren(_ action: @escaping () -> Void) {
        lifecycleForWriting.appear.append(action)
    }

    /// Queues a task start; tasks start after every `onAppear` of the same update.
    package func startTaskAfterAppear(_ start: @escaping () -> Void) {
        lifecycleForWriting.tasks.append(start)
    }

    func flushPendingLifecycle() {
        guard let lifecycle, !lifecycle.appear.isEmpty || !lifecycle.tasks.isEmpty else { return }
        let appear = lifecycle.appear
        let tasks = lifecycle.tasks
        lifecycle.appear = []
        lifecycle.tasks = []
        // A view mounted inside a disappeared subtree appears when the subtree does (`onReappear`).
        if isDisappeared { return }
        for action in appear { graph.enqueueAppear(action) }
        for start in tasks { graph.enqueueTask(start) }
    }

    func replaceChildren(_ newChildren: [GraphNode]) {
        children = newChildren
        for (position, child) in newChildren.enumerated() { child.storedIndex = Int32(truncatingIfNeeded: position) }
        touch()
    }

    /// Replaces the children in `range` with `newChildren`, renumbering only the children whose position changed;
    /// stamps nothing (the children made or updated stamped themselves).
    func spliceChildren(_ range: Range<Int>, with newChildren: [GraphNode]) {
        children.replaceSubrange(range, with: newChildren)
        let end = newChildren.count == range.count ? range.lowerBound + newChildren.count : children.count
        for position in range.lowerBound..<end { children[position].storedIndex = Int32(truncatingIfNeeded: position) }
    }

    /// Sets the content epoch back to what it was before an update that changed only which children the node has
    /// (`ViewGraph.splice`), so a renderer patches the node from the children that changed.
    func keepContentEpoch(_ epoch: Int) { contentEpoch = epoch }

    func markUnmounted() {
        isMounted = false
        handle?.node = nil
        cancelTrackings()
        // Tasks and bindings may still write this node's state after it left the tree; their writes must
        // not reach the node (it may be freed), so the storage forgets its owner.
        for storage in propertyStorage {
            (storage as? any OwnedStorage)?.detachOwner()
        }
    }

    /// The handle that observation callbacks hold instead of the node itself.
    func observationHandle() -> NodeHandle {
        if let handle { return handle }
        let created = NodeHandle(node: self)
        handle = created
        return created
    }
}

/// A reference to a node that observation callbacks can carry across isolation.
///
/// `node` is read and written only on the main actor (the graph drains callbacks there), and is cleared
/// when the node is unmounted, so a late callback finds `nil` instead of a freed node.
final class NodeHandle: @unchecked Sendable {
    @exclusivity(unchecked) unowned(unsafe) var node: GraphNode?
    /// How many times the node has started an update since the handle was made (`StateReader.stamp`).
    @exclusivity(unchecked) var updates = 0

    init(node: GraphNode) { self.node = node }
}

extension GraphNode {
    /// Stores a dynamic property's persisted storage at its slot, on first mount.
    package func setStorage(_ storage: AnyObject, at slot: Int) {
        if slot < propertyStorage.count {
            propertyStorage[slot] = storage
        } else {
            propertyStorage.append(storage)
        }
    }
}

/// A node's lifecycle handlers, the lifecycle work it queued during its update, and its attachments; out of line,
/// since most nodes have none.
final class NodeLifecycle {
    var onUnmount: (() -> Void)?
    var onReappear: (() -> Void)?
    /// Appear actions and task starts queued during the node's update, until its children are done.
    var appear: [() -> Void] = []
    var tasks: [() -> Void] = []
    /// The node's attachments (`GraphNode.attachments`).
    var attachments: [ObjectIdentifier: AnyObject] = [:]
}

extension GraphNode {
    /// Whether the node shows an element, asked without copying the element.
    var hasElement: Bool { storedElement != nil }

    /// Whether the node is a modifier's slot (an overlay, a toolbar), asked without copying its key out of the node.
    var isSlot: Bool {
        if case .slot = key { return true }
        return false
    }

    /// The element's name, read without copying the whole element.
    var elementName: String? { storedElement?.name }

    /// Whether the node is a link of a chain of single children below a kept node: not a custom view, one child at
    /// most, and its parent's only child (a row's modifiers and its button). Builds that keep their output on nodes
    /// (`IncrementalSnapshot`, the accessibility tree) keep none on these, and make them again with the node above.
    var isSingleChildLink: Bool {
        guard kind != .custom, children.count <= 1, let parent else { return false }
        return parent.children.count == 1
    }
}
