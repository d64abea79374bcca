/// Walks a learner through one lesson on a live session: each step's prose, the command to type, what the
/// command printed, `explain`'s causal chain, and the next command.
///
/// The shell calls ``start()`` for `lesson NAME`, then ``respond(to:)`` with every command the learner types
/// until ``isFinished``. The expected command runs and the lesson moves on; printing commands (`state`,
/// `tree`, `explain VIEW`, ...) run at any time without moving it; another step is refused, since it would
/// take the screen away from what the lesson describes.
@MainActor public final class LessonRunner {
    public let lesson: Lesson
    public let session: Session
    /// The index of the step the learner should run next.
    public private(set) var position = 0

    public init(lesson: Lesson, session: Session) {
        self.lesson = lesson
        self.session = session
    }

    public var isFinished: Bool { position >= lesson.steps.count }

    /// The command the learner should type next, as typed; `nil` when the lesson is over.
    public var expectedCommand: String? { isFinished ? nil : lesson.steps[position].text }

    /// The lesson's title and its first step.
    public func start() -> LessonReply {
        position = 0
        return LessonReply(
            text: (["Lesson: \(lesson.title)"] + introduction()).joined(separator: "\n"), next: expectedCommand)
    }

    /// Runs what the learner typed, and says what happened and what to type next.
    public func respond(to command: Command) -> LessonReply {
        guard !isFinished else {
            return LessonReply(text: "This lesson is over. `lesson` lists the others.", next: nil)
        }
        let step = lesson.steps[position]
        guard command == step.command else {
            if command.isStep {
                return LessonReply(
                    text: "This lesson continues with `\(step.text)`; type it to go on. Printing commands (state, "
                        + "tree, ax, path, tasks, explain) work at any time.",
                    next: step.text)
            }
            let output = session.execute(command).rendered
            return LessonReply(text: output + "\n(The lesson continues with `\(step.text)`.)", next: step.text)
        }
        var lines = ["— step \(position + 1) of \(lesson.steps.count): \(step.text)"]
        let output = session.execute(command)
        if !output.rendered.isEmpty { lines.append(output.rendered) }
        if output.error == nil, command.isStep {
            // The explanation's own first line repeats the command; the lesson has just printed it.
            let explanation = session.execute(.explain(nil))
            lines.append("Why:")
            lines += explanation.rendered.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(
                String.init)
        }
        lines += LessonCheck.notes(step, file: lesson.file, output: output, session: session)
        position += 1
        lines += isFinished ? conclusion() : introduction()
        return LessonReply(text: lines.joined(separator: "\n"), next: expectedCommand)
    }

    /// The whole walk-through with every expected command typed: what a learner who follows it sees.
    public func transcript() -> String {
        var parts = [start().text]
        while let next = expectedCommand {
            parts.append("lesson> \(next)")
            parts.append(respond(to: lesson.steps[position].command).text)
        }
        return parts.joined(separator: "\n")
    }

    private func introduction() -> [String] {
        let step = lesson.steps[position]
        return [""] + step.prose.map { "  " + $0 }.map { $0 == "  " ? "" : $0 }
            + ["Type: \(step.text)"]
    }

    private func conclusion() -> [String] {
        [""] + lesson.conclusion.map { $0.isEmpty ? "" : "  " + $0 } + ["Lesson complete. `lesson` lists the others."]
    }
}
