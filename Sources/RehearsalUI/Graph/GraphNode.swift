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

    package let key: NodeKey
    package unowned(unsafe) let graph: ViewGraph
    /// The parent node; `nil` for the root. Parents own their children, so a child never outlives it.
    package private(set) unowned(unsafe) var parent: GraphNode?
    package let depth: Int
    package let kind: Kind
    package private(set) var view: any View
    package var environment: EnvironmentValues
    /// What the node shows, if anything; kept out of line so structural nodes stay small.
    package var element: Element? {
        get { elementBox?.value }
        set {
            guard let newValue else {
                elementBox = nil
                return
            }
            if elementBox != nil, isKnownUniquelyReferenced(&elementBox!) {
                elementBox!.value = newValue
            } else {
                elementBox = ElementBox(newValue)
            }
            touch()
        }
    }
    private var elementBox: ElementBox?
    /// For a modifier's node: the attributes it adds to the elements of its content.
    package var modifierAttributes: [String] = [] {
        didSet { touch() }
    }
    /// The render epoch (`ViewGraph.renderEpoch`) in which what the node prints last changed.
    package private(set) var contentEpoch = 0
    /// The latest `contentEpoch` in the node's subtree: an unchanged value means nothing below it changed.
    package private(set) var subtreeEpoch = 0
    /// What an incremental renderer (`IncrementalSnapshot`) kept of this node's output.
    package var renderCache: AnyObject?
    /// What the accessibility tree builder kept of this node's elements (`AccessibilityCache`).
    package var accessibilityCache: AnyObject?
    /// The node's position among its parent's children.
    package private(set) var index = 0
    package private(set) var children: [GraphNode] = []
    package private(set) var isMounted = true
    /// The persisted storage of the view's dynamic properties, by their order in the view's fields.
    package var propertyStorage: [AnyObject] = []
    /// Per-node data that modifiers keep between updates (lifecycle handlers, tasks, presentation state).
    package var modifierState: AnyObject?
    /// Per-node data that features attach to views they do not own, by type (a lazy container's row window).
    package var attachments: [ObjectIdentifier: AnyObject] = [:]
    /// Bumped each time the body is evaluated; observations from older evaluations are ignored.
    var evaluation = 0
    var isDirty = false
    var handle: NodeHandle?
    var reconcileMark = 0
    /// The Observation trackings of the latest update, cancelled before the next one and when the node leaves.
    var trackings: [ObservationTracking]?
    /// The environment keys the latest body evaluation read; `nil` before the first (`EnvironmentReads`).
    var environmentReads: [EnvironmentRead]?
    /// True while the node is being updated for the first time (it is appearing).
    package internal(set) var isFirstUpdate = false
    /// Run when the node leaves the tree or disappears while staying mounted (a modifier's `onDisappear`, a
    /// task's cancellation).
    package var onUnmount: (() -> Void)?
    /// Run when the node appears again after disappearing while mounted: its tab is selected again, or the
    /// screen that covered it was popped (a modifier's `onAppear`, a task's restart).
    package var onReappear: (() -> Void)?
    /// Whether the node has disappeared while staying mounted, keeping its state: it is, or is inside, a
    /// hidden tab or a covered screen of a navigation stack.
    package internal(set) var isDisappeared = false
    /// Whether the container that holds this node hides it (`ViewGraph.setHidden(_:_:)`).
    var isHiddenByContainer = false
    /// Appear actions and task starts queued during this node's update, until its children are done.
    private var pendingLifecycle: PendingLifecycle?

    init(key: NodeKey, view: any View, environment: EnvironmentValues, parent: GraphNode?, graph: ViewGraph) {
        self.key = key
        self.view = view
        self.environment = environment
        self.parent = parent
        self.graph = graph
        self.depth = (parent?.depth ?? -1) + 1
        self.kind = PrimitiveDispatch.update(for: type(of: view)) == nil ? .custom : .primitive
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

    /// Notes that what the node prints may have changed: its subtree and every ancestor's is then re-rendered.
    func touch() {
        graph.changeLog?.note(self)
        let epoch = graph.renderEpoch
        contentEpoch = epoch
        var node = self
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
        if pendingLifecycle == nil { pendingLifecycle = PendingLifecycle() }
        pendingLifecycle!.appear.append(action)
    }

    /// Queues a task start; tasks start after every `onAppear` of the same update.
    package func startTaskAfterAppear(_ start: @escaping () -> Void) {
        if pendingLifecycle == nil { pendingLifecycle = PendingLifecycle() }
        pendingLifecycle!.tasks.append(start)
    }

    func flushPendingLifecycle() {
        guard let pending = pendingLifecycle else { return }
        pendingLifecycle = nil
        // A view mounted inside a disappeared subtree appears when the subtree does (`onReappear`).
        if isDisappeared { return }
        for action in pending.appear { graph.enqueueAppear(action) }
        for start in pending.tasks { graph.enqueueTask(start) }
    }

    func replaceChildren(_ newChildren: [GraphNode]) {
        children = newChildren
        for (position, child) in newChildren.enumerated() { child.index = position }
        touch()
    }

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
    unowned(unsafe) var node: GraphNode?

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

/// The out-of-line storage of a node's element.
final class ElementBox {
    var value: Element

    init(_ value: Element) { self.value = value }
}

/// Lifecycle work a node queued during its update.
final class PendingLifecycle {
    var appear: [() -> Void] = []
    var tasks: [() -> Void] = []
}
