import Foundation
package import Rehearsal
import VirtualTime

/// `rehearse replay [--update] [--junit FILE] [--json] [--jobs N] [--shard I/N] [--watchdog SECONDS] PATH...`:
/// replays scenario scripts as golden tests and exits non-zero when any fails.
///
/// Exit codes: 0 when every script passed, 1 when any failed (a script `--update` rewrote counts as failed,
/// as a freshly recorded golden file fails its test), 2 for a mistake in the arguments.
@MainActor package enum ReplayCommand {
    /// Runs the command with the arguments after `replay`, printing to standard output and error.
    package static func run(arguments: [String]) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let errors: (String) -> Void = { FileDescriptorOutput.standardError.write($0 + "\n") }
        let worker: WorkerClient.Options
        do {
            worker = try .currentExecutable(environment: environment)
        } catch {
            errors("error: \(error.message)\n  \(error.hint ?? "")")
            return 2
        }
        var failedToPrint = false
        let status = run(
            arguments: arguments, environment: environment, catalog: PreviewCatalog.discover(), worker: worker,
            output: { if !FileDescriptorOutput.standardOutput.write($0 + "\n") { failedToPrint = true } },
            errors: errors)
        if failedToPrint {
            errors("error: cannot write the report to standard output: \(ScriptFile.reason(errno))")
            return 2
        }
        return status
    }

    /// Runs the command on `catalog`'s previews, sending the report to `output` and notes to `errors`.
    ///
    /// Scripts replay in `--jobs` workers started with `worker` (one by default), each from a fresh session,
    /// so a script that traps or hangs fails alone. When `worker` is `nil` (in tests), they replay one
    /// after another in this process, with no isolation.
    package static func run(
        arguments: [String], environment: [String: String], catalog: PreviewCatalog,
        worker: WorkerClient.Options?, output: (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        var options: ReplayOptions
        do {
            options = try ReplayOptions.parse(arguments)
        } catch {
            errors("error: \(error.message)\n  \(ReplayOptions.usage)")
            return 2
        }
        if let path = options.junitPath, let problem = junitProblem(path) {
            errors("error: \(problem)")
            return 2
        }
        if options.jobs > 1, worker == nil {
            errors(
                "note: --jobs \(options.jobs): no worker executable, so scripts replay one at a time in this process")
        }
        if let matrix = options.matrix {
            return runMatrix(
                matrix, options: options, environment: environment, catalog: catalog, worker: worker, output: output,
                errors: errors)
        }
        let report: ReplayReport
        do {
            if var worker {
                if let seconds = options.watchdogSeconds { worker.watchdog = .milliseconds(Int64(seconds * 1000)) }
                let scripts = try ScenarioReplay.scripts(for: options, environment: environment)
                let results = ParallelReplay.run(scripts, jobs: options.jobs, update: options.update, worker: worker)
                report = ReplayReport(results: results)
            } else {
                options.jobs = 1
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
                try ScriptFile.write(report.junit, to: path)
            } catch {
                errors("error: cannot write the JUnit report to \(error)")
                return 2
            }
        }
        output(VisibleText.escaping(options.json ? report.json : report.text))
        return report.failed == 0 ? 0 : 1
    }

    /// `--matrix`: every script under every variant, compared; exit status 1 when any run failed.
    private static func runMatrix(
        _ matrix: VariantMatrix, options: ReplayOptions, environment: [String: String], catalog: PreviewCatalog,
        worker: WorkerClient.Options?, output: (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        let scripts: [String]
        do {
            scripts = try ScenarioReplay.scripts(for: options, environment: environment)
        } catch {
            errors("error: \(error.message)")
            return 2
        }
        let report: MatrixReport
        if var worker {
            if let seconds = options.watchdogSeconds { worker.watchdog = .milliseconds(Int64(seconds * 1000)) }
            report = MatrixReplay.run(
                MatrixReplay.load(scripts), files: scripts, matrix: matrix, jobs: options.jobs, worker: worker)
        } else {
            report = MatrixReplay.runInProcess(
                MatrixReplay.load(scripts), files: scripts, matrix: matrix, catalog: catalog)
        }
        if let path = options.junitPath {
            do {
                try ScriptFile.write(report.junit, to: path)
            } catch {
                errors("error: cannot write the JUnit report to \(error)")
                return 2
            }
        }
        output(VisibleText.escaping(options.json ? report.json : report.text))
        return report.failed == 0 ? 0 : 1
    }

    /// Why a JUnit report may not be written at `path`, if it may not: it is a directory, a script, or a
    /// file that is not an earlier report.
    static func junitProblem(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return
                "--junit \(path): it is \(ScriptFile.kind(of: info.st_mode)); give the report's file name, like report.xml"
        }
        let text = (try? ScriptFile.read(path)) ?? ""
        guard text.isEmpty || text.hasPrefix(junitPrefix) else {
            return "--junit \(path): the file exists and is not a JUnit report of rehearse replay, so it is "
                + "not overwritten; remove it or choose another name"
        }
        return nil
    }

    /// How every report `--junit` writes starts.
    private static let junitPrefix =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"rehearse replay\""

    /// Uses the scheduler the executable installed, or installs one for the duration (in tests).
    private static func withScheduler<Result>(
        _ body: (VirtualScheduler) throws(ReplayUsageError) -> Result
    ) throws(ReplayUsageError) -> Result {
        if let installed = VirtualScheduler.current, installed.isOwnedByCurrentThread { return try body(installed) }
        return try withVirtualTime { scheduler throws(ReplayUsageError) in try body(scheduler) }
    }
}
