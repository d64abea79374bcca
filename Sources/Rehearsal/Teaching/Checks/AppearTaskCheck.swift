import RehearsalUI
import VirtualTime

/// Warns when an `onAppear` action starts a task with `Task { }`: nothing cancels it when the view goes away.
///
/// The graph tells observers when each `onAppear` action is about to run and has run; a task that the
/// scheduler lists after the action and not before was started by it (`.task` modifiers start theirs
/// later, after every `onAppear` of the update).
@MainActor final class AppearTaskCheck {
    private var before: Set<String> = []

    func willRun(on scheduler: VirtualScheduler) {
        before = Set(scheduler.pendingWork().tasks.map(\.label))
    }

    func didRun(in node: GraphNode, on scheduler: VirtualScheduler) -> PatternWarning? {
        let started = scheduler.pendingWork().tasks.filter { !before.contains($0.label) }
        guard !started.isEmpty else { return nil }
        let view = GraphWalk.ownerName(node)
        let labels = started.map(\.label).joined(separator: ", ")
        return PatternWarning(
            .taskNotOnAppear,
            "the onAppear of \(view) started \(labels) with Task { }, which is not cancelled when \(view) "
                + "disappears, so it may keep working (and write state) for a screen that is gone",
            fix: "move the work into .task { await ... } on \(view) (or .task(id:) when it depends on a value): it "
                + "starts when the view appears and is cancelled when it disappears")
    }
}
