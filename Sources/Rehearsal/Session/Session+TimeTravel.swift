extension Session {
    /// Goes to step `target` of the history by replaying the steps before it from a fresh start.
    ///
    /// Replaying is deterministic (the same steps on the same virtual time give the same screen), so it is
    /// a faithful way to restore a step. A new step after going back starts a new branch.
    func timeTravel(to target: Int) -> SessionOutput {
        guard !history.isEmpty else {
            return .failure(
                CommandError(
                    "there are no steps to go back to", code: "state",
                    hint: "open a preview first: `previews` lists them, `open NAME` loads one"))
        }
        guard target >= 1, target <= history.count else {
            let what = target < 1 ? "already at the first step" : "there is no step \(target)"
            return .failure(
                CommandError(
                    "\(what); steps run from 1 to \(history.count)", code: "state", hint: "`history` lists the steps"))
        }
        let steps = Array(history[..<target])
        let kept = history
        teardown()
        // The defaults are set again by the steps that set them.
        defaults.removeAll()
        rebuild(steps)
        history = kept
        position = target
        renderedTree.step(graph)
        treeIsCurrent = true
        return SessionOutput(
            join(["at step \(target) of \(history.count): \(history[target - 1].text)", treeAfterStep]))
    }

    private func rebuild(_ steps: [Command]) {
        for command in steps {
            changes.clear()
            _ = try? apply(command)
        }
    }
}
