import RehearsalUI

/// A view mounted in its own graph for the breadth tests: the tree and the accessibility tree as the shell
/// prints them, and the interactions the shell's verbs run.
@MainActor struct ViewsBreadthMount {
    let graph: ViewGraph

    init(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) {
        graph = ViewGraph(environment: environment)
        graph.mount(view)
        graph.flush()
    }

    /// The view tree, as `tree` prints it.
    var tree: String { TreeRenderer.render(SnapshotBuilder.build(graph)) }

    /// The accessibility tree, as `ax` prints it.
    var ax: String { AccessibilityTreeRenderer.render(AccessibilityTreeBuilder.snapshot(of: graph)) }

    /// The interactions of the shell's verbs.
    var interactor: Interactor { Interactor(graph: graph) }
}
