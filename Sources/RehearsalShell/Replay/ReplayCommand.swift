import Foundation
package import Rehearsal
import VirtualTime

/// `rehearse replay [--update] [--junit FILE] [--json] [--jobs N] [--shard I/N] PATH...`: replays scenario
/// scripts as golden tests and exits non-zero when any fails.
///
/// Exit codes: 0 when every script passed, 1 when any failed (a script `--update` rewrote counts as failed,
/// as a freshly recorded golden file fails its test), 2 for a mistake in the arguments.
@MainActor package enum ReplayCommand {
    /// Runs the command with the arguments after `replay`, printing to standard output and error.
    package static func run(arguments: [String]) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        return run(
            arguments: arguments, environment: environment, catalog: PreviewCatalog.discover(),
            worker: .currentExecutable(environment: environment), output: { print($0) },
            errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    }

    /// Runs the command on `catalog`'s previews, sending the report to `output` and notes to `errors`.
    ///
    /// With `--jobs 1`, scripts replay one after another in this process; with more, in that many workers
    /// started with `worker` (when it is `nil`, one at a time in this process, with a note).
    package static func run(
        arguments: [String], environment: [String: String], catalog: PreviewCatalog,
        worker: WorkerClient.Options?, output: (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        let options: ReplayOptions
        do {
            options = try ReplayOptions.parse(arguments)
        } catch {
            errors("error: \(error.message)\n  \(ReplayOptions.usage)")
            return 2
        }
        if options.jobs > 1, worker == nil {
            errors(
                "note: --jobs \(options.jobs): no worker executable, so scripts replay one at a time in this process")
        }
        let report: ReplayReport
        do {
            if options.jobs > 1, let worker {
                let scripts = try ScenarioReplay.scripts(for: options, environment: environment)
                let results = ParallelReplay.run(scripts, jobs: options.jobs, update: options.update, worker: worker)
                report = ReplayReport(results: results)
            } else {
                report = try withScheduler { scheduler throws(ReplayUsageError) in
                    let host = SessionScenarioHost(catalog: catalog, scheduler: scheduler)
                    return try ScenarioReplay.run(options, environment: environment, host: host)
                }
            }
        } catch {
            errors("error: \(error.message)")
            return 2
        }
        if let path = options.junitPath {
            do {
                try Data(report.junit.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                errors("error: cannot write the JUnit report to \(path): \(error.localizedDescription)")
                return 2
            }
        }
        output(options.json ? report.json : report.text)
        return report.failed == 0 ? 0 : 1
    }

    /// Uses the scheduler the executable installed, or installs one for the duration (in tests).
    private static func withScheduler<Result>(
        _ body: (VirtualScheduler) throws(ReplayUsageError) -> Result
    ) throws(ReplayUsageError) -> Result {
        if let installed = VirtualScheduler.current { return try body(installed) }
        return try withVirtualTime { scheduler throws(ReplayUsageError) in try body(scheduler) }
    }
}
