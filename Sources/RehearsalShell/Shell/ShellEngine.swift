import Foundation
import Rehearsal

/// Runs the shell's command lines, whatever the front (a terminal, a pipe, JSON lines): `record`, `stop`
/// and `replay` here, everything else in the session worker.
///
/// Keeps what must outlive a worker: the recording in progress, the URLs opened (for Tab), and the
/// completion data of the current screen, fetched from the worker once per step.
package final class ShellEngine {
    /// The session, in its worker process.
    package let client: WorkerClient
    /// Where relative paths of `record`, `replay` and file completion start.
    package var directory: String
    /// Runs `replay FILE...`; by default in a child `rehearse replay` process, so a crashing script cannot
    /// take the shell down.
    package var replay: ([String]) -> WorkerReply

    private let recorder = ScenarioRecorder()
    /// What the session printed, for `export`.
    let transcript: SessionTranscript
    private lazy var lessons = ShellLesson(
        client: client, directory: directory, environment: ProcessInfo.processInfo.environment)
    private var recordingPath: String?
    private var cachedCompletions: CompletionData?
    private var urls: [String] = []
    private let recentCommands = RecentCommands()
    /// Rebuilds the previews' package, when the shell was started by `swift package rehearse`.
    let liveReload = LiveReload(environment: ProcessInfo.processInfo.environment)

    package init(client: WorkerClient, directory: String = FileManager.default.currentDirectoryPath) {
        self.client = client
        self.directory = directory
        transcript = SessionTranscript(journal: client.journal)
        let executable = client.options.executable
        replay = { [unowned client] files in
            ShellReplay.run(
                files: files, executable: executable, directory: directory, isInterrupted: client.isInterrupted)
        }
    }

    /// The loaded preview's name, for the prompt.
    package var previewName: String? { client.previewName }

    /// Whether `record` is writing a script.
    package var isRecording: Bool { recorder.isRecording }

    /// Runs one line and returns what to print; a blank line or a comment does nothing.
    package func execute(_ line: String) -> WorkerReply {
        if lessons.isActive, var answer = lessons.respond(to: line) {
            answer.preview = client.previewName
            answer.step = client.position
            return answer
        }
        let parsed: RecentCommands.Entry
        do {
            guard let entry = try recentCommands.parse(line) else { return watchedChanges() ?? reply() }
            parsed = entry
        } catch {
            let failed = reply(error: error)
            record(line, failed)
            return failed
        }
        let command = parsed.command
        cachedCompletions = nil
        if case .reload = command { return reloadNow() }
        if let liveReload, liveReload.recipe.watch, liveReload.hasChanges {
            return afterReload(execute(line))
        }
        switch command {
        case .record(let file, let force): return startRecording(file, force: force)
        case .stop: return stopRecording()
        case .export(let file, let force): return exportTest(file, force: force)
        case .replay(let files):
            var report = replay(files)
            report.preview = client.previewName
            report.step = client.position
            return report
        case .matrix(let matrix): return runMatrix(matrix).reply
        case .lesson(let name):
            var answer = name.map(lessons.start) ?? lessons.list()
            answer.preview = client.previewName
            answer.step = client.position
            return answer
        case .quit:
            let stopped = recorder.isRecording ? stopRecording().output : ""
            return reply(stopped, quits: true)
        default:
            let answer = client.send(line, parsed: command, text: parsed.text)
            if case .url(let url) = command, answer.ok, !urls.contains(url) { urls.append(url) }
            transcript.note(command, answer, steps: client.appliedNode)
            return recordAndWarn(line, answer)
        }
    }

    /// Replays the session's steps under every variant of `matrix` (`matrix AXIS=V1,V2 ...`): the reply, and
    /// the report when the variants ran.
    func runMatrix(_ matrix: VariantMatrix) -> (reply: WorkerReply, report: MatrixReport?) {
        let steps = client.appliedSteps
        var (answer, report) = ShellMatrix.report(
            matrix, steps: steps, worker: client.options, isInterrupted: client.isInterrupted)
        answer.preview = client.previewName
        answer.step = client.position
        return (answer, report)
    }

    /// The command `line` parses to, or `nil` for a blank line, a comment or a line that does not parse.
    func command(of line: String) -> Command? {
        (try? recentCommands.parse(line))?.command
    }

    /// The candidates for Tab, given the line before the cursor.
    package func completions(lineBeforeCursor line: String) -> [String] {
        if cachedCompletions == nil { cachedCompletions = client.completions() }
        let directory = self.directory
        let completer = Completer(
            data: cachedCompletions ?? CompletionData(), urls: urls, stepCount: client.stepCount,
            files: { FileCompletion.candidates(for: $0, in: directory) })
        return completer.candidates(lineBeforeCursor: line)
    }

    /// Ends a recording in progress (at the end of input); returns what to print about it.
    package func finish() -> String? {
        recorder.isRecording ? stopRecording().output : nil
    }

    // MARK: Recording

    private func startRecording(_ file: String, force: Bool) -> WorkerReply {
        if let recordingPath {
            return reply(
                error: CommandError(
                    "already recording to \(recordingPath)", code: "state", hint: "`stop` it first, then `record` again"
                ))
        }
        let history = client.appliedSteps.compactMap { try? CommandParser.parse($0) }
        let path = url(file).path
        if ScriptFile.exists(path), !force {
            return reply(
                error: CommandError(
                    "\(file) already exists, so `record` does not replace it", code: "state",
                    hint:
                        "`record --force \(file)` replaces it (keeping its mode and line endings), or choose another name"
                ))
        }
        do {
            try recorder.start(url: url(file), history: Array(history))
        } catch {
            return reply(
                error: CommandError(
                    "cannot write \(file): \((error as? ScriptFileError)?.reason ?? error.localizedDescription)",
                    code: "state",
                    hint: "choose a file in a folder that exists and is writable"))
        }
        recordingPath = file
        let steps = history.count
        let start = steps == 0 ? "" : ", starting with the \(steps) \(steps == 1 ? "step" : "steps") so far"
        return reply("recording to \(file)\(start)")
    }

    private func stopRecording() -> WorkerReply {
        guard let summary = recorder.stop() else {
            return reply(
                error: CommandError("nothing is being recorded", code: "state", hint: "start with `record FILE`"))
        }
        recordingPath = nil
        return reply(summary.description)
    }

    private func recordAndWarn(_ line: String, _ answer: WorkerReply) -> WorkerReply {
        guard let problem = record(line, answer) else { return answer }
        var warned = answer
        warned.output = [answer.output, problem].filter { !$0.isEmpty }.joined(separator: "\n")
        return warned
    }

    /// Adds the command to the recording; returns a warning when the file could not be written.
    @discardableResult
    private func record(_ line: String, _ answer: WorkerReply) -> String? {
        // A crash, hang or interrupt is not a step of the session: a script could not replay it.
        guard recorder.isRecording, !WorkerFailure.codes.contains(answer.error?.code ?? "") else { return nil }
        do {
            try recorder.record(commandLine: line, output: answer.sessionOutput)
            return nil
        } catch {
            return
                "warning: could not write the recording \(recordingPath ?? ""): \((error as? ScriptFileError)?.reason ?? error.localizedDescription)"
        }
    }

    /// Writes the session as a Swift Testing file (`export FILE.swift`).
    private func exportTest(_ file: String, force: Bool) -> WorkerReply {
        do throws(CommandError) {
            let export = try exportedTest(to: file, force: force)
            return reply(ExportFile.summary(export.result, file: file, suite: export.suite, replaced: export.replaced))
        } catch {
            return reply(error: error)
        }
    }

    /// The session as a Swift Testing file, written to `file` when there is one (with `export`'s file
    /// safety); its suite is named after the file, or after the preview's file without one.
    func exportedTest(
        to file: String?, force: Bool
    ) throws(CommandError) -> (result: SwiftTestWriter.Result, suite: String, replaced: Bool) {
        let path = file.map { url($0).path }
        var replaced = false
        if let file, let path { replaced = try ExportFile.check(file, path: path, force: force) }
        let stem = client.previewName.map { String($0.prefix { $0 != "/" }) } ?? "Rehearsed"
        let suite = ExportFile.suiteName(for: file ?? stem + ".swift")
        let writer = SwiftTestWriter(
            steps: client.appliedSteps, observations: transcript.observations,
            module: client.previewModule(), suite: suite)
        let result = try writer.write()
        if let file, let path {
            do {
                try ScriptFile.write(result.text, to: path)
            } catch {
                throw CommandError(
                    "cannot write \(file): \(error.reason)", code: "state",
                    hint: "choose a file in a folder that exists and is writable")
            }
        }
        return (result, suite, replaced)
    }

    // MARK: Live reload

    /// Whether the shell reloads by itself when a watched file changes (`swift package rehearse --watch`).
    package var isWatching: Bool { liveReload?.recipe.watch ?? false }

    /// With `--watch`, while the front waits for input: the reload's reply when a watched file changed
    /// since the last build, else `nil`.
    package func reloadIfWatchedFilesChanged() -> WorkerReply? {
        watchedChanges()
    }

    /// With `--watch`, a blank line (Enter) reloads when a file changed.
    private func watchedChanges() -> WorkerReply? {
        guard let liveReload, liveReload.recipe.watch, liveReload.hasChanges else { return nil }
        return reloadNow()
    }

    private func reloadNow() -> WorkerReply {
        guard let liveReload else { return reply(error: LiveReload.notHosted) }
        return liveReload.reload(client)
    }

    /// With `--watch`: the reload's report, then the reply of the command that found the change.
    private func afterReload(_ run: @autoclosure () -> WorkerReply) -> WorkerReply {
        let reloaded = reloadNow()
        var answer = run()
        let report = reloaded.error.map { "\($0.message)\n\($0.hint ?? "")" } ?? reloaded.output
        answer.output = [report, answer.output].filter { !$0.isEmpty }.joined(separator: "\n")
        return answer
    }

    // MARK: Helpers

    private func url(_ file: String) -> URL {
        file.hasPrefix("/")
            ? URL(fileURLWithPath: file)
            : URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
    }

    private func reply(_ output: String = "", error: CommandError? = nil, quits: Bool = false) -> WorkerReply {
        WorkerReply(output: output, error: error, preview: client.previewName, step: client.position, quits: quits)
    }
}
