import Observation

/// The focused values of one graph: what each `.focusedValue`/`.focusedSceneValue` publishes, which
/// `.focused` views have focus, and the values a `@FocusedValue` sees as a result.
///
/// A value published by a view is seen while focus is in that view's hierarchy: the focused view is the
/// publisher's content (or the publisher modifies the focused view directly); the publisher closest to focus
/// wins. Scene values are seen wherever focus is, beneath the focused hierarchy's. The resolved values are
/// observable, and change (invalidating their readers) only when a value a reader could see changes.
@MainActor package final class FocusedValuesStore: Observable {
    /// What one publishing modifier publishes.
    private struct Publication {
        weak var node: GraphNode?
        var values: FocusedValues
        var isScene: Bool
    }

    /// One `.focused` modifier and whether its view has focus.
    private struct Focusable {
        weak var node: GraphNode?
        var isFocused: Bool
        var unfocus: @MainActor () -> Void
    }

    /// In the order they first published, so ties resolve the same way every run.
    private var publications: [Publication] = []
    private var focusables: [Focusable] = []
    private var current = FocusedValues()
    private let registrar = ObservationRegistrar()
    /// A text input with no `.focused(...)` of its own that has focus (a tap, `focus`, typing into it).
    private(set) weak var implicitFocus: GraphNode?
    /// The graph whose inbox learns why readers are re-evaluated; set by the first modifier that reports.
    private weak var graph: ViewGraph?

    package init() {}

    /// The values seen where focus is now; reading them in a body makes it depend on them.
    package var values: FocusedValues {
        registrar.access(self, keyPath: \.values)
        return current
    }

    /// The values seen now, read without a dependency (for the tree).
    package var untrackedValues: FocusedValues { current }

    /// Records what the modifier at `node` publishes.
    func publish(_ values: FocusedValues, isScene: Bool, by node: GraphNode) {
        graph = node.graph
        if let index = publications.firstIndex(where: { $0.node === node }) {
            publications[index].values = values
            publications[index].isScene = isScene
        } else {
            publications.append(Publication(node: node, values: values, isScene: isScene))
        }
        refresh()
    }

    /// Records whether the `.focused` modifier at `node` has focus.
    func setFocus(_ isFocused: Bool, of node: GraphNode, unfocus: @escaping @MainActor () -> Void) {
        graph = node.graph
        if let index = focusables.firstIndex(where: { $0.node === node }) {
            guard focusables[index].isFocused != isFocused else { return }
            focusables[index].isFocused = isFocused
            focusables[index].unfocus = unfocus
        } else {
            focusables.append(Focusable(node: node, isFocused: isFocused, unfocus: unfocus))
        }
        // Focus is in one place: a `.focused` view that takes it takes it from a text input without one.
        if isFocused { setImplicitFocus(nil) }
        refresh()
    }

    /// Takes focus away from every focused view but the one at `node`, as focus moving to it does.
    func unfocusOthers(than node: ObjectIdentifier) {
        if let implicit = implicitFocus, ObjectIdentifier(implicit) != node { setImplicitFocus(nil) }
        for focusable in focusables where focusable.isFocused {
            guard let other = focusable.node, ObjectIdentifier(other) != node else { continue }
            focusable.unfocus()
        }
    }

    /// Forgets the modifiers that left the tree and resolves the values again: after a publisher or a
    /// focused view left, disappeared or came back.
    func refresh() {
        publications.removeAll { $0.node?.isMounted != true }
        focusables.removeAll { $0.node?.isMounted != true }
        if implicitFocus?.isMounted != true { implicitFocus = nil }
        let resolved = resolve()
        guard !FocusedValueComparison.same(current, resolved) else {
            current = resolved
            return
        }
        // `explain` names the change as focused values, not as the graph's own store.
        graph?.inbox.post(
            .stateChanged(
                .session(
                    "the focused values it reads changed (focus moved, or the focused view published another value)")))
        registrar.withMutation(of: self, keyPath: \.values) { current = resolved }
    }

    /// Gives focus to a text input that has no `.focused(...)` of its own, taking it from every other view.
    func focusImplicitly(_ node: GraphNode) {
        graph = node.graph
        unfocusOthers(than: ObjectIdentifier(node))
        setImplicitFocus(node)
        refresh()
    }

    /// Moves the implicit focus, updating the inputs that gain or lose it (their `focused` trait).
    private func setImplicitFocus(_ node: GraphNode?) {
        guard implicitFocus !== node else { return }
        for changed in [implicitFocus, node].compactMap({ $0 }) {
            changed.graph.invalidate(changed, cause: .session("focus moved"))
        }
        implicitFocus = node
    }

    private func resolve() -> FocusedValues {
        var result = FocusedValues()
        for publication in publications where publication.isScene && publication.node?.isDisappeared == false {
            for (key, value) in publication.values.storage where result.storage[key] == nil {
                result.storage[key] = value
            }
        }
        let explicit = focusables.first(where: { $0.isFocused && $0.node?.isDisappeared == false })?.node
        guard let focused = explicit ?? implicitFocus.flatMap({ $0.isDisappeared ? nil : $0 }) else { return result }
        // Nearest to focus last, so its values win.
        var ranked: [(distance: Int, values: FocusedValues)] = []
        for publication in publications where !publication.isScene {
            guard let node = publication.node, !node.isDisappeared,
                let distance = Self.distance(from: focused, to: node)
            else { continue }
            ranked.append((distance, publication.values))
        }
        for entry in ranked.sorted(by: { $0.distance > $1.distance }) {
            result.storage.merge(entry.values.storage) { _, nearer in nearer }
        }
        return result
    }

    /// How far the publisher at `node` is from the focused view: its ancestors count up from 0; a publisher
    /// that modifies the focused view from within (`.focusedValue(...).focused(...)`) counts below 0.
    private static func distance(from focused: GraphNode, to node: GraphNode) -> Int? {
        var distance = 0
        var ancestor: GraphNode? = focused
        while let current = ancestor {
            if current === node { return distance }
            distance += 1
            ancestor = current.parent
        }
        distance = 0
        ancestor = node.parent
        while let current = ancestor {
            distance -= 1
            if current === focused { return distance }
            if current.element != nil { return nil }
            ancestor = current.parent
        }
        return nil
    }
}

// Storage of the graph's own, like a state box: the teaching features name the focus state that moved and
// leave the store out of the observed objects.
extension FocusedValuesStore: StateStorage {}
