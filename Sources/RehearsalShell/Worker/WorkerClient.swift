import Foundation
package import Rehearsal

/// A session that runs in a worker process (`rehearse --worker`), so that a preview that traps or hangs
/// takes down only the worker: the client reports it, starts another, and replays the steps that had
/// succeeded, quietly, so the session continues where it was.
///
/// ```swift
/// let client = try WorkerClient(options: .init(executable: "/path/to/rehearse"))
/// let reply = client.send("open \"ShelfScreen/Loaded\"")   // reply.output, reply.error, reply.preview
/// client.close()
/// ```
///
/// Not thread-safe: use one client from one thread at a time. Clients are independent, so several can run
/// scripts in parallel, one per thread.
package final class WorkerClient {
    /// How to start workers and how long to wait for them.
    package struct Options: Sendable {
        /// The `rehearse` executable (or any executable that calls `RehearseMain.run()`).
        package var executable: String
        /// The arguments that make it a worker.
        package var arguments: [String]
        /// Added to this process's environment for the worker.
        package var environment: [String: String]
        /// How long a command may run, in real time, before the worker is declared hung.
        package var watchdog: Duration

        package init(
            executable: String, arguments: [String] = ["--worker"], environment: [String: String] = [:],
            watchdog: Duration = .seconds(10)
        ) {
            self.executable = executable
            self.arguments = arguments
            self.environment = environment
            self.watchdog = watchdog
        }

        /// Workers that run this very executable, with the watchdog from `REHEARSE_WATCHDOG` (seconds);
        /// the error says what the variable must hold.
        package static func currentExecutable(environment: [String: String]) throws(CommandError) -> Options {
            var options = Options(executable: WorkerClient.currentExecutablePath)
            if let text = environment["REHEARSE_WATCHDOG"] {
                options.watchdog = try Watchdog.parse(text, source: "REHEARSE_WATCHDOG")
            }
            return options
        }
    }

    package let options: Options
    /// Polled while a command runs; returning `true` stops it (the worker is ended and restarted).
    package var isInterrupted: () -> Bool = { false }
    /// Whether a crash, hang or interrupt restores the session's steps in the new worker (the shell), or
    /// leaves it empty (replay, where the script that failed is over).
    package var restoresSession = true
    /// The commands that rebuild the session from a fresh worker, in canonical form: its history, kept in a
    /// temporary file so that a long session costs no memory per step; the outputs `export` keeps refer to it.
    package let journal = StepJournal()
    /// The session's history (applied steps, then undone ones), read back from ``journal``.
    package var steps: [String] { journal.steps() }
    /// How many steps the history holds.
    package var stepCount: Int { journal.count }
    /// How many of `steps` are applied (less than `steps.count` after `undo` or `goto`).
    package private(set) var position = 0
    /// The loaded preview's name, as of the last reply.
    package private(set) var previewName: String?
    /// How many times a worker was replaced after a crash, a hang or an interrupt.
    package private(set) var restartCount = 0

    private var echo: String?
    private var process: WorkerProcess?

    /// Starts a worker; it discovers its previews while the caller goes on.
    package init(options: Options) throws(CommandError) {
        self.options = options
        process = try startProcess()
    }

    deinit {
        process?.kill()
    }

    /// The path of the running executable.
    package static var currentExecutablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Runs one command line in the worker and returns its reply; a crash, a hang or an interrupt comes
    /// back as a failed reply (codes `crash`, `hang`, `interrupted`) after the session was restored.
    /// `command` is the line already parsed, and `text` its canonical text, when the caller has them (the shell
    /// parses every line first).
    package func send(_ line: String, parsed command: Command? = nil, text: String? = nil) -> WorkerReply {
        let reply = exchange(.command(line), describing: line)
        if let error = reply.error {
            if !WorkerFailure.codes.contains(error.code), error.code != "worker" { previewName = reply.preview }
        } else {
            track(line, reply, parsed: command, text: text)
            previewName = reply.preview
        }
        return reply
    }

    /// What Tab can complete now, or `nil` when the worker cannot say.
    package func completions() -> CompletionData? {
        exchange(.completions, describing: "completions").completions
    }

    /// The module that declares the loaded preview, or `nil` when none is loaded or the worker cannot say.
    package func previewModule() -> String? {
        exchange(.module, describing: "module").module
    }

    /// Runs `lines` one after another and returns every reply.
    package func replay(_ lines: [String]) -> [WorkerReply] {
        lines.map { send($0) }
    }

    /// Replaces the worker with a fresh one that has the same steps applied; returns a failure when
    /// replaying them did not succeed.
    @discardableResult
    package func restart() -> CommandError? {
        restartCount += 1
        process?.kill()
        process = nil
        return restore()
    }

    /// Replaces the worker with a fresh, empty session: no preview, no history.
    package func reset() throws(CommandError) {
        process?.kill()
        process = try startProcess()
        journal.truncate(to: 0)
        position = 0
        echo = nil
        previewName = nil
    }

    /// Starts again from a fresh, empty session: in the running worker when it answers, else in a new one.
    package func freshSession() throws(CommandError) {
        journal.truncate(to: 0)
        position = 0
        echo = nil
        previewName = nil
        if let process, process.send(WorkerRequest.reset.jsonLine),
            case .line(let line) = process.readLine(limit: options.watchdog, isInterrupted: { false }),
            (try? WorkerReply(jsonLine: line))?.ok == true
        {
            return
        }
        try reset()
    }

    /// Makes every later `open` apply `settings` (`colorScheme=dark`) before the preview mounts: a
    /// matrix replay's variant, set after `freshSession()`.
    package func setVariant(_ settings: [String]) -> WorkerReply {
        exchange(.variant(settings), describing: "variant \(settings.joined(separator: " "))")
    }

    /// Ends the worker: closes its input and waits briefly for it to exit.
    package func close() {
        process?.finish(limit: .seconds(1))
        process = nil
    }

    // MARK: Exchanging lines

    /// Sends a request and waits for its reply; on failure restores the session and describes what happened.
    private func exchange(_ request: WorkerRequest, describing command: String) -> WorkerReply {
        if process == nil, let failure = restore() { return failed(failure) }
        guard let process else { return failed(CommandError("the session worker is not running", code: "worker")) }
        if process.send(lineBytes: request.jsonLineBytes(newline: true)) {
            switch process.readLineBytes(limit: options.watchdog, isInterrupted: isInterrupted) {
            case .line(let line):
                do {
                    return try WorkerReply(lineBytes: line)
                } catch {
                    return failed(error)
                }
            case .timedOut:
                // A worker that trapped just before the limit is still printing its backtrace: a crash, not a hang.
                if process.errorText.contains(CrashBacktrace.startMarker),
                    case .ended = process.readLine(limit: CrashBacktrace.grace, isInterrupted: isInterrupted)
                {
                    break
                }
                let running = process.hangReport(limit: HangReport.grace)
                return recover(from: .hang(limit: options.watchdog, running: running), command: command)
            case .interrupted: return recover(from: .interrupted, command: command)
            case .ended: break
            }
        }
        process.kill()
        return recover(
            from: .crash(WorkerCrash(status: process.wait(), standardError: process.errorText)), command: command)
    }

    private func recover(from failure: WorkerFailure, command: String) -> WorkerReply {
        restartCount += 1
        process?.kill()
        process = nil
        guard restoresSession else {
            // The next command starts a new, empty worker.
            let error = failure.error(command: command, steps: [], restoreProblem: nil)
            journal.truncate(to: 0)
            position = 0
            echo = nil
            previewName = nil
            return failed(CommandError(error.message, code: error.code))
        }
        let problem = restore()
        return failed(failure.error(command: command, steps: appliedSteps, restoreProblem: problem))
    }

    private func failed(_ error: CommandError) -> WorkerReply {
        .failure(error, preview: previewName, step: position)
    }

    // MARK: The steps that rebuild a session

    /// Follows the session's history as the worker reports it, so a new worker can be brought to the same step.
    private func track(_ line: String, _ reply: WorkerReply, parsed: Command?, text: String?) {
        guard let command = parsed ?? (try? CommandParser.parse(line)) else { return }
        if command.isStep {
            journal.truncate(to: reply.step - 1)
            journal.append(parsed == nil ? command.text : text ?? command.text)
            position = reply.step
        } else if case .set(_, let value) = command {
            echo = value
        } else {
            position = reply.step
        }
    }

    /// The applied steps (the first `position` of `steps`), read back from ``journal``.
    package var appliedSteps: [String] { journal.steps(first: position) }

    /// The journal's node of the applied steps, for the outputs `export` keeps (`SessionTranscript`).
    package var appliedNode: StepJournal.Node { journal.node(first: position) }

    /// Starts a worker and replays `steps` (then `goto` and `set echo`) quietly into it.
    private func restore() -> CommandError? {
        let fresh: WorkerProcess
        do {
            fresh = try startProcess()
        } catch {
            return error
        }
        process = fresh
        // Read back one at a time: a long session's steps are not copied into memory.
        let stepCount = journal.count
        var settings: [String] = []
        if position < stepCount { settings.append("goto \(position)") }
        if let echo { settings.append("set echo \(echo)") }
        for index in 0..<(stepCount + settings.count) {
            let line = index < stepCount ? journal[index] : settings[index - stepCount]
            guard fresh.send(WorkerRequest.command(line).jsonLine),
                case .line(let text) = fresh.readLine(limit: options.watchdog, isInterrupted: { false }),
                let reply = try? WorkerReply(jsonLine: text), reply.ok
            else {
                fresh.kill()
                process = nil
                let kept = journal.steps(first: index)
                journal.truncate(to: 0)
                position = 0
                previewName = nil
                _ = try? reset()
                return CommandError(
                    "replaying step \(index + 1) (\(line)) into a new worker failed, so the session starts empty",
                    code: "crash", hint: "the steps were: \(kept.joined(separator: "; "))")
            }
            previewName = reply.preview
        }
        if journal.count == 0 { previewName = nil }
        return nil
    }

    private func startProcess() throws(CommandError) -> WorkerProcess {
        var environment = ProcessInfo.processInfo.environment
        // A trap prints its one-line message and a JSON backtrace of the crashed thread: its innermost frame
        // with a source line names the code to blame when the runtime names the toolchain's file.
        environment["SWIFT_BACKTRACE"] = CrashBacktrace.environmentValueAfterStartupCheck
        environment.merge(options.environment) { _, given in given }
        return try WorkerProcess(executable: options.executable, arguments: options.arguments, environment: environment)
    }
}
