import VirtualTime

@testable import RehearsalUI

/// A view mounted in a graph whose tasks run on an installed scheduler, driven as the session drives it.
///
/// Settling alternates flushing the graph and running ready jobs until neither has anything left, so a
/// state change made by a task is rendered, and a `.task(id:)` it restarts runs, before the test looks.
@MainActor struct ScheduledGraph {
    let graph: ViewGraph
    let scheduler: VirtualScheduler

    init(_ view: some View, scheduler: VirtualScheduler, environment: EnvironmentValues = EnvironmentValues()) {
        self.scheduler = scheduler
        graph = ViewGraph(environment: environment)
        graph.mount(view)
    }

    /// The whole view tree, as `tree` prints it.
    var tree: String { TreeRenderer.render(SnapshotBuilder.build(graph)) }

    /// The scheduler's pending-work report.
    var pending: String { scheduler.pendingWork().description }

    /// Flushes the graph and settles the scheduler until neither has work left.
    func settle() {
        for _ in 0..<1_000 {
            graph.flush()
            let outcome = scheduler.settle()
            precondition(!outcome.isLivelock, outcome.description)
            if outcome.jobsRun == 0 && !graph.needsFlush { return }
        }
        preconditionFailure("The graph and the scheduler kept each other busy for 1,000 rounds.")
    }

    /// Moves virtual time forward, one timer at a time, settling the graph after each.
    func advance(by duration: Duration) {
        let target = scheduler.now + duration
        settle()
        while let next = scheduler.nextDeadline, next <= target {
            scheduler.advance(to: next)
            settle()
        }
        scheduler.advance(to: target)
        settle()
    }

    /// Taps the element with this role and accessible name as a user would; the interactor names the tasks
    /// the tap starts (`tap button "Try Again"`).
    func tap(_ role: String, _ label: String) throws {
        try Interactor(graph: graph).tap(TargetQuery(role: role, label: label))
        settle()
    }

    /// Pulls to refresh the refreshable view on screen.
    func refresh() throws {
        try Interactor(graph: graph).refresh()
        settle()
    }

    /// The first element with this accessibility role and name, in tree order.
    func element(_ role: String, _ label: String) -> Element? {
        var found: Element?
        func visit(_ node: GraphNode) {
            guard found == nil else { return }
            if let element = node.element, element.accessibility?.role == role, element.accessibility?.label == label {
                found = element
                return
            }
            node.children.forEach(visit)
        }
        if let root = graph.root { visit(root) }
        return found
    }
}
