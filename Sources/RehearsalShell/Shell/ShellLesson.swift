import Foundation
import Rehearsal

/// `lesson` in the shell: a guided walk through one of the lessons in `scripts/lessons`, on the shell's
/// own session worker.
///
/// `lesson` lists the lessons with their titles and progress. `lesson NAME` starts one from a fresh session
/// (or resumes it where the learner left it): it shows a step's prose and waits for the learner's command,
/// runs it when it is the step's command, checks the result against the lesson's expectations as replay
/// does, and explains a mismatch. While a lesson runs, `hint` names the command's verb, `show` prints the
/// whole command, `skip` runs it for the learner, `next` moves on after a mismatch and `quit` leaves the
/// lesson; printing commands (`state`, `tree`, `ax`, ...) run at any time. Progress is kept in the state
/// directory (`lessons` beside the history), one `NAME STEPS-DONE` line a lesson.
final class ShellLesson {
    private let client: WorkerClient
    private let directory: String
    private let progressURL: URL?
    /// Whether the learner was told that progress cannot be kept (once a shell, not at every step).
    private var toldProgressIsLost = false
    private var lesson: Lesson?
    private var position = 0
    /// Whether the step's command ran and its result did not match, so `next` may move on.
    private var mismatched = false

    /// The words a running lesson answers itself.
    static let words: Set<String> = ["hint", "show", "skip", "next", "quit"]

    init(client: WorkerClient, directory: String, environment: [String: String]) {
        self.client = client
        self.directory = directory
        progressURL = StateDirectory.url(environment: environment)?.appendingPathComponent("lessons")
    }

    /// Whether a lesson is under way.
    var isActive: Bool { lesson != nil }

    // MARK: Commands

    /// `lesson`: every lesson with its title and progress.
    func list() -> WorkerReply {
        let catalog: LessonCatalog
        do {
            catalog = try Self.catalog(from: directory)
        } catch {
            return .failure(error)
        }
        let progress = savedProgress()
        let width = catalog.lessons.map(\.name.count).max() ?? 0
        var lines = ["Lessons:"]
        for lesson in catalog.lessons {
            let done = min(progress[lesson.name] ?? 0, lesson.steps.count)
            let state =
                done == 0
                ? "not started" : done == lesson.steps.count ? "done" : "step \(done + 1) of \(lesson.steps.count)"
            let padding = String(repeating: " ", count: width - lesson.name.count + 2)
            lines.append("  \(lesson.name)\(padding)\(lesson.title) (\(state))")
        }
        lines.append("Start one with `lesson NAME`; while it runs: hint, show, skip, next, quit.")
        return WorkerReply(output: lines.joined(separator: "\n"))
    }

    /// `lesson NAME`: starts the lesson from a fresh session, or resumes it at the first step not done.
    func start(_ name: String) -> WorkerReply {
        let found: Lesson
        do {
            found = try Self.catalog(from: directory).lesson(named: name)
            try client.freshSession()
        } catch {
            return .failure(error)
        }
        let done = savedProgress()[found.name] ?? 0
        let resume = done < found.steps.count ? done : 0
        // Resuming: the steps done before run again, silently, so the screen is where the learner left it.
        for step in found.steps.prefix(resume) {
            let reply = client.send(step.text)
            if let error = reply.error {
                return .failure(
                    CommandError(
                        "could not resume the lesson at step \(resume + 1): `\(step.text)` failed: \(error.message)",
                        code: "lesson",
                        hint: "delete the lesson's line in \(progressURL?.path ?? "lessons") to start over"))
            }
        }
        lesson = found
        position = resume
        mismatched = false
        var lines = ["Lesson: \(found.title)"]
        if resume > 0 { lines.append("(resuming at step \(resume + 1) of \(found.steps.count))") }
        return WorkerReply(output: (lines + introduction()).joined(separator: "\n"))
    }

    /// A line typed while the lesson runs; `nil` when the shell runs it as usual (printing commands,
    /// `help`, mistakes the parser reports).
    func respond(to line: String) -> WorkerReply? {
        guard let lesson else { return nil }
        let step = lesson.steps[position]
        let word = line.trimmingCharacters(in: .whitespaces)
        switch word {
        case "hint":
            return WorkerReply(
                output: "Hint: this step's command starts with `\(step.command.name)`; `show` prints it whole.")
        case "show": return WorkerReply(output: "The command for this step: \(step.text)")
        case "skip":
            let reply = client.send(step.text)
            return advance(
                [
                    "Skipped: ran \(step.text) for you.", reply.output,
                    reply.error.map { "error: \($0.message)" } ?? "",
                ])
        case "next":
            guard mismatched else {
                return .failure(
                    CommandError(
                        "`next` moves on after you ran this step's command, and you have not yet", code: "lesson",
                        hint: "type the command the step describes; `hint` or `show` help, `skip` runs it for you"))
            }
            return advance([])
        case "quit":
            self.lesson = nil
            return WorkerReply(
                output: "Left the lesson at step \(position + 1) of \(lesson.steps.count); "
                    + "`lesson \(lesson.name)` resumes it.")
        default: break
        }
        guard let command = try? CommandParser.parse(line) else { return nil }
        guard command == step.command else {
            guard command.isStep, command.name != "lesson" else { return nil }
            return .failure(
                CommandError(
                    "this step of the lesson expects another command than `\(line)`", code: "lesson",
                    hint: "`hint` names its verb, `show` prints it, `skip` runs it; printing commands work at any time")
            )
        }
        let reply = client.send(step.text)
        // The lesson's file as the learner would name it: relative to the shell's directory when inside it.
        let file =
            lesson.file.hasPrefix(directory + "/") ? String(lesson.file.dropFirst(directory.count + 1)) : lesson.file
        let failures = ExpectationCheck.failures(
            step.expectations, after: step.text, output: reply.sessionOutput, file: file,
            show: { self.client.send(Command.show($0, json: false).text).sessionOutput })
        var problems = failures.map(\.description)
        if problems.isEmpty, step.expectations.isEmpty, let error = reply.error {
            problems.append("`\(step.text)` failed: \(error.message)")
        }
        var lines = [reply.output]
        guard problems.isEmpty else {
            mismatched = true
            lines.append("Not what the lesson expects here:")
            lines += problems
            lines.append("Type `next` to go on anyway, `undo` and try again, or `show` for the command.")
            return WorkerReply(output: lines.filter { !$0.isEmpty }.joined(separator: "\n"))
        }
        lines.append("✓ step \(position + 1) of \(lesson.steps.count)")
        return advance(lines)
    }

    // MARK: Steps

    /// Moves to the next step (or ends the lesson), saves the progress, and prints `lines` then what follows.
    private func advance(_ lines: [String]) -> WorkerReply {
        guard let lesson else { return WorkerReply() }
        position += 1
        mismatched = false
        var lines = lines
        if let problem = save(lesson.name, done: position), !toldProgressIsLost {
            toldProgressIsLost = true
            lines.append(problem)
        }
        if position >= lesson.steps.count {
            lines += [""] + lesson.conclusion.map { $0.isEmpty ? "" : "  " + $0 }
            lines.append("Lesson complete. `lesson` lists the others.")
            self.lesson = nil
        } else {
            lines += introduction()
        }
        return WorkerReply(output: lines.filter { !$0.isEmpty }.joined(separator: "\n"))
    }

    /// The current step's prose and the prompt for the learner's command.
    private func introduction() -> [String] {
        guard let lesson else { return [] }
        let step = lesson.steps[position]
        return ["", "Step \(position + 1) of \(lesson.steps.count):"]
            + step.prose.map { $0.isEmpty ? "" : "  " + $0 }
            + ["Type the command this step describes (hint, show, skip, quit)."]
    }

    // MARK: Progress

    private func savedProgress() -> [String: Int] {
        guard let progressURL, let text = try? String(contentsOf: progressURL, encoding: .utf8) else { return [:] }
        var progress: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let done = Int(parts[1]), done >= 0 { progress[String(parts[0])] = done }
        }
        return progress
    }

    /// Saves the progress; returns the warning to show when it cannot be kept (the lesson goes on).
    private func save(_ name: String, done: Int) -> String? {
        guard let progressURL else {
            return "warning: lesson progress is not kept: HOME is unset and the user database names no home. "
                + "To keep it, set HOME or XDG_STATE_HOME to a directory you may write."
        }
        var progress = savedProgress()
        progress[name] = done
        let text = progress.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)\n" }.joined()
        let folder = progressURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: progressURL, options: .atomic)
            return nil
        } catch {
            return "warning: lesson progress cannot be saved to \(progressURL.path): "
                + "\(Self.reason(error, folder: folder.path)); the lesson goes on, but the progress is not kept. "
                + "To keep it, set XDG_STATE_HOME to a directory you may write."
        }
    }

    /// Why `folder` cannot hold a file, in the system's words (`/x/blocker is a file, not a folder`), not
    /// Foundation's generic `NSCocoaErrorDomain error 512`.
    private static func reason(_ error: any Error, folder: String) -> String {
        var path = folder
        while !path.isEmpty, path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                if !isDirectory.boolValue { return "\(path) is a file, not a folder" }
                if access(path, W_OK) != 0 { return "\(path) is not writable" }
                break
            }
            path = (path as NSString).deletingLastPathComponent
        }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain, underlying.code > 0 {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }

    // MARK: Finding the lessons

    /// The lessons in `scripts/lessons` at or above `directory`, else at or above the executable (a
    /// `rehearse` built in its package); the error says where to run from.
    static func catalog(from directory: String) throws(CommandError) -> LessonCatalog {
        let executable = URL(fileURLWithPath: WorkerClient.currentExecutablePath).deletingLastPathComponent().path
        guard let found = LessonCatalog.locate(from: directory) ?? LessonCatalog.locate(from: executable) else {
            throw CommandError(
                "no \(LessonCatalog.directoryName) directory here or above, so there are no lessons to list",
                code: "lesson", hint: "run rehearse from the Rehearsal package, where \(LessonCatalog.directoryName) is"
            )
        }
        do {
            return try LessonCatalog.load(from: found)
        } catch {
            throw CommandError(
                "the lessons in \(found) do not parse: \(error.problems.first?.description ?? "")", code: "lesson")
        }
    }
}
