import VirtualTime

@testable import RehearsalUI

/// A view mounted in its own graph and driven through the interaction layer, with the outputs the
/// navigation, presentation and accessibility tests compare: the accessibility tree, the navigation path,
/// the view tree and the audit.
@MainActor struct DrivenScreen {
    let graph: ViewGraph
    let interactor: Interactor

    init(_ view: some View) {
        graph = ViewGraph()
        graph.mount(view)
        graph.flush()
        interactor = Interactor(graph: graph)
    }

    /// The accessibility tree, as `ax` prints it.
    var ax: String { AccessibilityTreeRenderer.render(interactor.snapshot) }

    /// The navigation path, as `path` prints it.
    var path: String { NavigationPathRenderer.render(graph) }

    /// The view tree, as `tree` prints it.
    var tree: String { TreeRenderer.render(SnapshotBuilder.build(graph)) }

    /// The audit's findings, as `audit` prints them.
    var audit: String { AccessibilityAudit.render(AccessibilityAudit.findings(interactor.snapshot)) }

    /// The graph's diagnostics, one a line.
    var diagnostics: String { graph.diagnostics.map(\.description).joined(separator: "\n") }

    /// Flushes the graph and runs the scheduler's ready jobs until neither has work left, as the session
    /// settles after a command.
    func settle(_ scheduler: VirtualScheduler) {
        for _ in 0..<1_000 {
            graph.flush()
            let outcome = scheduler.settle()
            precondition(!outcome.isLivelock, outcome.description)
            if outcome.jobsRun == 0 && !graph.needsFlush { return }
        }
        preconditionFailure("The graph and the scheduler kept each other busy for 1,000 rounds.")
    }

    /// Parses a target as the shell writes it.
    func target(_ text: String) -> TargetQuery {
        do {
            return try TargetQuery(parsing: text)
        } catch {
            fatalError("bad target in a test: \(text): \(error)")
        }
    }

    /// The message of the error an interaction throws, or "no error".
    func failure(_ interaction: () throws -> Void) -> String {
        do {
            try interaction()
            return "no error"
        } catch let error as InteractionError {
            return "\(error.code): \(error.message)"
        } catch {
            return "unexpected error: \(error)"
        }
    }
}
