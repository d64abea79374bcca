import Foundation
import Rehearsal

/// `reload` and `--watch`: rebuilds the host package after the user edited their sources, then moves the
/// session into a worker started from the new build, replayed to the same step, and shows how the view
/// tree changed. A failed build leaves the running worker as it was and shows the first errors.
///
/// The shell's history, recording and URLs live in `ShellEngine`, outside the worker, so they survive.
final class LiveReload {
    let recipe: HostRecipe
    /// The watched files as of the last build that was tried.
    private var fingerprint: [String: Date]
    /// Builds the host; replaced in tests.
    var build: (HostRecipe) -> HostBuild.Outcome = { HostBuild(recipe: $0).run() }

    /// The host recipe named by `REHEARSE_HOST`, or `nil` when the shell was not started by the plugin.
    init?(environment: [String: String]) {
        guard let path = environment[HostRecipe.environmentKey], let recipe = try? HostRecipe.read(path: path) else {
            return nil
        }
        self.recipe = recipe
        fingerprint = HostBuild.fingerprint(of: recipe.watched)
    }

    /// Whether a watched file was added, removed or edited since the last build.
    var hasChanges: Bool { HostBuild.fingerprint(of: recipe.watched) != fingerprint }

    /// What `reload` answers outside a host: there is nothing to rebuild.
    static let notHosted = CommandError(
        "reload rebuilds a package's previews, but this shell was not started by `swift package rehearse`",
        code: "state",
        hint: "run `swift package rehearse` (add --watch to reload on every save) in a package that uses Rehearsal")

    /// Rebuilds, then replays the session into a worker of the new build; returns the tree's diff.
    func reload(_ client: WorkerClient) -> WorkerReply {
        fingerprint = HostBuild.fingerprint(of: recipe.watched)
        let before = client.previewName == nil ? nil : client.send("tree")
        let outcome = build(recipe)
        guard outcome.succeeded else {
            return .failure(
                CommandError(
                    """
                    the rebuild of \(recipe.packageName) failed, so the previous build keeps running. The first \
                    errors:
                    \(outcome.errors.joined(separator: "\n"))
                    """,
                    code: "build",
                    hint: HostBuild.modifiedFiles(in: outcome.log).isEmpty
                        ? "fix the errors, then `reload` again (with --watch, just save)"
                        : "files changed during both builds: once your edits are saved, `reload` again"),
                preview: client.previewName, step: client.position)
        }
        let steps = client.position
        if let problem = client.restart() {
            return .failure(problem, preview: client.previewName, step: client.position)
        }
        var lines = ["rebuilt \(recipe.packageName); \(Self.count(steps)) replayed in a new worker"]
        if let note = HostBuild.modifiedNote(outcome.modified) { lines.insert(note, at: 0) }
        if let before, before.ok {
            let after = client.send("tree")
            if let diff = TextDiff.unified(before.output, after.output) {
                lines += diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).map(String.init)
            } else {
                lines.append("the view tree is unchanged")
            }
        }
        return WorkerReply(
            output: lines.joined(separator: "\n"), preview: client.previewName, step: client.position)
    }

    private static func count(_ steps: Int) -> String {
        steps == 1 ? "1 step" : "\(steps) steps"
    }
}
