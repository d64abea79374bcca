import Testing
import VirtualTime

@testable import RehearsalUI

/// A seed's screen mounted in a graph whose tasks run on virtual time, driven as a session drives it:
/// interactions go through the `Interactor` (by role and accessible name), and every step settles the graph
/// and the scheduler before the test reads the tree.
@MainActor struct SeedStage {
    let graph: ViewGraph
    let scheduler: VirtualScheduler

    init(_ view: some View, scheduler: VirtualScheduler, environment: EnvironmentValues = EnvironmentValues()) {
        self.scheduler = scheduler
        graph = ViewGraph(environment: environment)
        graph.mount(view)
        settle()
    }

    /// The view tree.
    var tree: String { TreeRenderer.render(SnapshotBuilder.build(graph)) }

    /// The accessibility tree.
    var ax: String { AccessibilityTreeRenderer.render(AccessibilityTreeBuilder.snapshot(of: graph)) }

    /// The live navigation containers and presentations.
    var path: String { NavigationPathRenderer.render(graph) }

    /// Flushes the graph and runs ready jobs until neither has work left.
    func settle() {
        for _ in 0..<1_000 {
            graph.flush()
            let outcome = scheduler.settle()
            if outcome.jobsRun == 0 && !graph.needsFlush { return }
        }
        Issue.record("The graph and the scheduler kept each other busy for 1,000 rounds.")
    }

    /// Moves virtual time forward, one timer at a time, settling after each.
    func advance(by duration: Duration) {
        let target = scheduler.now + duration
        settle()
        while let next = scheduler.nextDeadline, next <= target {
            _ = scheduler.advance(to: next)
            settle()
        }
        _ = scheduler.advance(to: target)
        settle()
    }

    /// Performs an interaction as the user would, then settles.
    func perform(_ interaction: (Interactor) throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try interaction(Interactor(graph: graph))
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
        settle()
    }

    /// A target in the accessibility tree: `button "Try Again"`.
    static func target(_ text: String) -> TargetQuery {
        // Targets in these tests are literals; a typo is a test bug, reported by the interaction.
        (try? TargetQuery(parsing: text)) ?? TargetQuery(label: text)
    }
}
