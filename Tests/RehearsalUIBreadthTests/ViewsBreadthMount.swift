import RehearsalUI
import Testing
import VirtualTime

/// A view mounted in its own graph for the breadth tests: the tree and the accessibility tree as the shell
/// prints them, and the interactions the shell's verbs run.
///
/// It mounts only under virtual time (inside `withVirtualTime { }`, on the scheduler's thread): a `.task`, a
/// timer or a refresh it starts is then the scheduler's, and is abandoned when the test's scope ends. Mounted
/// outside, such a task ran on a real thread after its test had ended, and once crashed the test runner.
/// Outside virtual time the mount records an issue saying so, and mounts under a scheduler of its own that is
/// gone when the initializer returns, so nothing it started can ever run.
@MainActor struct ViewsBreadthMount {
    let graph: ViewGraph

    init(
        _ view: some View, environment: EnvironmentValues = EnvironmentValues(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let graph = ViewGraph(environment: environment)
        self.graph = graph
        guard let scheduler = VirtualScheduler.current, scheduler.isOwnedByCurrentThread else {
            Issue.record(
                """
                expected ViewsBreadthMount inside withVirtualTime { }, but no scheduler runs on this thread, so a \
                task the view starts would run on a real thread after the test ends. To fix, wrap the test's body \
                in withVirtualTime { scheduler in ... }.
                """, sourceLocation: sourceLocation)
            withVirtualTime { _ in
                graph.mount(view)
                graph.flush()
            }
            return
        }
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
