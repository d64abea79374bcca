@testable import RehearsalUI

/// A view mounted in its own graph, with the helpers the dialect's tests share: the printed tree, the
/// elements by role and accessible name, and a flush after each interaction.
@MainActor struct MountedView {
    let graph: ViewGraph

    init(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) {
        graph = ViewGraph(environment: environment)
        graph.mount(view)
        graph.flush()
    }

    /// The whole view tree, as `tree` prints it.
    var tree: String { TreeRenderer.render(SnapshotBuilder.build(graph)) }

    /// Every node that shows an element, in tree order.
    var elementNodes: [GraphNode] {
        var found: [GraphNode] = []
        func visit(_ node: GraphNode) {
            if node.element != nil { found.append(node) }
            node.children.forEach(visit)
        }
        if let root = graph.root { visit(root) }
        return found
    }

    /// The first element with this accessibility role and label.
    func element(_ role: String, _ label: String) -> Element? {
        elementNodes.compactMap(\.element).first { $0.accessibility?.role == role && $0.accessibility?.label == label }
    }

    /// The first element with this accessibility role.
    func element(_ role: String) -> Element? {
        elementNodes.compactMap(\.element).first { $0.accessibility?.role == role }
    }

    /// Taps the element with this role and label, then applies the changes.
    func tap(_ role: String, _ label: String) {
        element(role, label)?.actions.tap?()
        graph.flush()
    }

    /// Applies pending changes.
    @discardableResult
    func flush() -> ViewGraph.FlushResult { graph.flush() }

    /// The names of the bodies evaluated by `change`, in order.
    func evaluations(during change: () -> Void) -> [String] {
        graph.clearEvaluations()
        change()
        graph.flush()
        return graph.evaluations.map(\.view)
    }
}
