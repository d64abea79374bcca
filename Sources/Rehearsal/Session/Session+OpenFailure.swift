import RehearsalUI

extension Session {
    /// The steps and position a session had before `open` replaced its preview, to restore if it fails.
    struct OpenCheckpoint {
        var history: StepHistory
        var position: Int
    }

    /// What the session was before an `open`.
    var openCheckpoint: OpenCheckpoint { OpenCheckpoint(history: history, position: position) }

    /// Fails the `open` of `entry` (or the `env` that changed its stubs) when the update could not render,
    /// restoring `checkpoint`.
    ///
    /// A preview cannot render when a view reads an environment object nobody injected (SwiftUI traps) or
    /// its views never stop invalidating each other. The error names the view and the fix; the session the
    /// user had before (its preview, its stubs, its steps, its state) is rebuilt, so nothing is lost.
    func checkRendered(_ entry: PreviewEntry, restoring checkpoint: OpenCheckpoint) throws(CommandError) {
        guard let graph else { return }
        var problems = catalog.missingObjectErrors(in: graph, entry: entry).map { $0.message.strippingErrorPrefix }
        for diagnostic in graph.diagnostics {
            if case .updateLoop = diagnostic { problems.append(diagnostic.description.strippingErrorPrefix) }
        }
        graph.clearDiagnostics()
        guard !problems.isEmpty else { return }
        // The pitfall's guideline stays with the failure: it teaches why the preview cannot render.
        let lessons = teaching.pendingWarnings.map(\.text)
        restore(checkpoint)
        warnings = lessons
        let kept =
            checkpoint.position == 0
            ? "no preview is open"
            : "the session was kept at step \(checkpoint.position) (\(checkpoint.history[checkpoint.position - 1].text))"
        throw CommandError(
            "\"\(entry.name)\" (\(entry.location)) cannot render: " + problems.joined(separator: " "),
            code: "render", hint: kept)
    }

    /// Rebuilds the session `checkpoint` describes, from a fresh start, as time travel does.
    func restore(_ checkpoint: OpenCheckpoint) {
        teardown()
        defaults.removeAll()
        for command in checkpoint.history[..<checkpoint.position] {
            changes.clear()
            _ = try? apply(command)
        }
        history = checkpoint.history
        position = checkpoint.position
        // What the failed preview and the rebuilt steps warned about is not this step's news.
        warnings.removeAll()
    }
}
