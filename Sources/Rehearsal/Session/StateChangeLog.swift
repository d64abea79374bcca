package import RehearsalUI

/// Collects the state changes of one step, in order, for the echo after an action and for `explain`.
@MainActor package final class StateChangeLog: GraphObserver {
    /// One `@State` change: `@State phase of ShelfScreen: .loading → .loaded(3 items)`.
    package private(set) var changes: [String] = []

    package init() {}

    package func clear() { changes.removeAll() }

    package func stateWillChange(owner: GraphNode, property: String, cause: EvaluationCause) {
        guard case .state(let ownerName, let name, let old, let new, let wrapper) = cause, old != new else { return }
        changes.append("\(wrapper) \(name) of \(ownerName): \(old) → \(new)")
    }

    package func stateInitialValueIgnored(node: GraphNode, property: String, initial: Any, kept: Any) {}
}
