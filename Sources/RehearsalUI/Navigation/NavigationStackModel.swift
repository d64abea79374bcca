/// The live state of one navigation container: the path it follows, the destinations declared in its
/// content, and the views pushed without a path value.
///
/// The container's node owns the model (`node.modifierState`) and puts it in its content's environment, so
/// a `navigationDestination` registers with it while its content updates, and a `NavigationLink` pushes
/// onto it. A destination registered after a pushed screen resolved (it was declared deeper, or changed)
/// updates that screen again on the next pass.
@MainActor package final class NavigationStackModel {
    /// A `navigationDestination(for:)` declared in the container's content.
    struct Registration {
        /// The modifier's node; weak, as the node's environment holds this model.
        weak var node: GraphNode?
        let serial: Int
        var make: (Any) -> any View
    }

    /// A view pushed without a path value, by `navigationDestination(isPresented:)`, `(item:)`, or
    /// `NavigationLink(destination:)`.
    struct PushedView {
        let id: Int
        var view: any View
        /// What the navigation path renderer prints for it: the view's type name.
        var name: String
        /// Undoes the push (sets the binding that presented it to `false` or `nil`).
        var pop: @MainActor () -> Void
        /// The node of the modifier that pushed it, or `nil` for a link.
        weak var ownerNode: GraphNode?

        let owner: ObjectIdentifier?
    }

    /// Whether this is a stack or the sidebar of a split view (where a push replaces the detail column).
    package enum Kind { case stack, splitView }

    /// The container's node; weak, because actions that capture the model may outlive it.
    package private(set) weak var node: GraphNode?
    package let kind: Kind
    var access: NavigationPathAccess
    let ownedPath: StateBox<[AnyHashable]>
    /// The path as of the container's last update.
    package private(set) var path: [AnyHashable] = []
    private(set) var pushedViews: [PushedView] = []
    private var registrations: [ObjectIdentifier: [ObjectIdentifier: Registration]] = [:]
    private var serial = 0
    /// The screen hosts mounted for path values and pushed views, so a new registration can refresh them.
    private var screenHosts: [WeakNode] = []
    /// The serial of the declaration that resolved each screen host, by host.
    private var resolvedBy: [ObjectIdentifier: Int] = [:]
    /// The environment the container gives its screens.
    let environmentMemo = EnvironmentMemo()
    /// A split view's columns (`splitColumns`).
    var splitColumnsStorage: SplitViewColumns?
    /// The split view whose column this stack tops: its destinations serve this stack's values too.
    weak var fallback: NavigationStackModel?

    init(node: GraphNode, kind: Kind) {
        self.node = node
        self.kind = kind
        ownedPath = StateBox([])
        ownedPath.owner = node
        ownedPath.name = "path"
        access = .owned(ownedPath)
    }

    /// The model of a container node, made on its first update.
    static func attached(to node: GraphNode, kind: Kind) -> NavigationStackModel {
        if let model = node.modifierState as? NavigationStackModel { return model }
        let model = NavigationStackModel(node: node, kind: kind)
        node.modifierState = model
        return model
    }

    /// Reads the path for an update of the container, following the binding from now on.
    func readPath() -> [AnyHashable] {
        path = node?.trackingReads { access.read() } ?? access.read()
        // A modifier that pushed a view and then left the tree takes its view with it.
        pushedViews.removeAll { pushed in pushed.owner != nil && pushed.ownerNode?.isMounted != true }
        return path
    }

    // MARK: Destinations

    /// Registers a `navigationDestination(for:)` declared by `declaration`'s node.
    func register(_ type: Any.Type, declaration: GraphNode, make: @escaping (Any) -> any View) {
        let typeKey = ObjectIdentifier(type)
        let nodeKey = ObjectIdentifier(declaration)
        var forType = registrations[typeKey] ?? [:]
        let isNew: Bool
        let registrationSerial: Int
        if var existing = forType[nodeKey], existing.node === declaration {
            existing.make = make
            forType[nodeKey] = existing
            isNew = false
            registrationSerial = existing.serial
        } else {
            serial += 1
            forType[nodeKey] = Registration(node: declaration, serial: serial, make: make)
            isNew = true
            registrationSerial = serial
        }
        registrations[typeKey] = forType
        refreshScreens(showing: type, except: declaration) { resolvedBy in
            // A new declaration may take over screens; an updated one refreshes only the screens it resolved,
            // so declarations inside pushed screens cannot keep refreshing each other.
            isNew ? resolvedBy.map { registrationSerial < $0 } ?? true : resolvedBy == registrationSerial
        }
    }

    /// The destination view for a path value, from the earliest mounted declaration for its type, noting
    /// which declaration resolved the screen `host`.
    func destination(for value: Any, host: GraphNode) -> (any View)? {
        let found = registration(for: type(of: value))
        resolvedBy[ObjectIdentifier(host)] = found?.serial
        return found.map { $0.make(value) } ?? fallback?.registration(for: type(of: value)).map { $0.make(value) }
    }

    /// Whether a destination is declared for values of `type`, here or in the split view this stack is a column of.
    package func hasDestination(for type: Any.Type) -> Bool {
        registration(for: type) != nil || fallback?.registration(for: type) != nil
    }

    private func registration(for type: Any.Type) -> Registration? {
        let typeKey = ObjectIdentifier(type)
        guard var forType = registrations[typeKey] else { return nil }
        forType = forType.filter { $0.value.node?.isMounted == true }
        registrations[typeKey] = forType
        return forType.values.min { $0.serial < $1.serial }
    }

    /// Updates again the screens that show values of `type`, except one that contains the declaration
    /// (it is updating now, and updating it again would loop).
    private func refreshScreens(
        showing type: Any.Type, except declaration: GraphNode, when affected: (_ resolvedBy: Int?) -> Bool
    ) {
        screenHosts.removeAll { $0.node?.isMounted != true }
        for host in screenHosts.compactMap(\.node) where !declaration.isInSubtree(of: host) {
            guard affected(resolvedBy[ObjectIdentifier(host)]) else { continue }
            guard let screen = host.view as? _NavigationScreen else { continue }
            let shows: Bool
            switch screen.kind {
            case .path(_, let value): shows = Swift.type(of: value.base) == type
            case .detail: shows = true
            case .root, .pushed: shows = false
            }
            if shows { host.graph.invalidate(host, cause: .session("a navigation destination changed")) }
        }
    }

    func noteScreenHost(_ host: GraphNode) {
        if !screenHosts.contains(where: { $0.node === host }) { screenHosts.append(WeakNode(node: host)) }
    }

    // MARK: Pushing and popping

    /// The outcome of pushing a value.
    package enum PushOutcome: Equatable {
        case pushed
        case noDestination(type: String)
        case typeMismatch(value: String, path: String)
    }

    /// Pushes a value, as a `NavigationLink(value:)` does; a split view replaces its detail instead.
    @discardableResult
    package func push(_ value: AnyHashable) -> PushOutcome {
        let valueType = type(of: value.base)
        guard hasDestination(for: valueType) else { return .noDestination(type: ViewTypeName.of(valueType)) }
        if kind == .splitView { popAll() }
        guard access.append(value) else {
            return .typeMismatch(value: ViewTypeName.of(valueType), path: access.elementTypeName ?? "NavigationPath")
        }
        return .pushed
    }

    /// Pushes a view with no value, as `NavigationLink(destination:)` does.
    package func pushView(_ view: any View) {
        serial += 1
        let id = serial
        if kind == .splitView { popAll() }
        pushedViews.append(
            PushedView(
                id: id, view: view, name: Self.name(of: view),
                pop: { [weak self] in self?.removePushedView(id: id) }, ownerNode: nil, owner: nil))
        invalidate()
    }

    /// Shows or hides the view a `navigationDestination(isPresented:)` or `(item:)` modifier pushes.
    func setPushedView(owner: GraphNode, view: (any View)?, pop: @escaping @MainActor () -> Void) {
        let key = ObjectIdentifier(owner)
        let index = pushedViews.firstIndex { $0.owner == key }
        switch (index, view) {
        case (nil, nil):
            return
        case (nil, let view?):
            serial += 1
            pushedViews.append(
                PushedView(id: serial, view: view, name: Self.name(of: view), pop: pop, ownerNode: owner, owner: key))
            invalidate()
        case (let index?, nil):
            pushedViews.remove(at: index)
            invalidate()
        case (let index?, let view?):
            pushedViews[index].view = view
            pushedViews[index].pop = pop
            let id = pushedViews[index].id
            for host in screenHosts.compactMap(\.node) where host.isMounted {
                if let screen = host.view as? _NavigationScreen, case .pushed(id) = screen.kind {
                    host.graph.invalidate(host, cause: .session("a pushed destination changed"))
                }
            }
        }
    }

    func pushedView(id: Int) -> PushedView? { pushedViews.first { $0.id == id } }

    /// The name of a pushed view's type, looking through its modifiers: `Text`, not `ModifiedContent`.
    static func name(of view: any View) -> String {
        var current: Any = view
        while let carrier = current as? any ModifierCarrying { current = carrier.carriedContent }
        return ViewTypeName.of(type(of: current))
    }

    private func removePushedView(id: Int) {
        pushedViews.removeAll { $0.id == id }
        invalidate()
    }

    /// How many screens sit above the root: path values and pushed views.
    package var depth: Int { path.count + pushedViews.count }

    /// Pops the top screen, as the back button does; `false` at the root.
    @discardableResult
    package func pop() -> Bool {
        if let last = pushedViews.last {
            last.pop()
            return true
        }
        guard !path.isEmpty else { return false }
        access.truncate(path.count - 1)
        return true
    }

    /// Pops every screen above the path value at `index` and that value too.
    func pop(toPathCount count: Int) {
        for pushed in pushedViews.reversed() { pushed.pop() }
        access.truncate(count)
    }

    /// Pops the pushed view `id` and every view pushed after it.
    func pop(fromPushedView id: Int) {
        guard let index = pushedViews.firstIndex(where: { $0.id == id }) else { return }
        for pushed in pushedViews[index...].reversed() { pushed.pop() }
    }

    /// Pops back to the root.
    func popAll() {
        for pushed in pushedViews.reversed() { pushed.pop() }
        access.truncate(0)
    }

    private func invalidate() {
        guard let node else { return }
        node.graph.invalidate(node, cause: .session("the navigation path changed"))
    }
}

/// A node held without keeping it alive, for models that nodes' environments hold.
struct WeakNode {
    weak var node: GraphNode?
}
