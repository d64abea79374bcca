package import Rehearsal

/// What the shell printed during a session, step by step, so that `export` can check the same outputs.
///
/// Each observation keeps the steps that were applied when it was printed: after `undo` or `goto`, only
/// what was printed on the path to the current step belongs to the exported test.
package final class SessionTranscript {
    /// One output the user saw.
    package struct Observation: Equatable {
        /// The session's steps, in canonical form, when it was printed (the step itself last, for an echo).
        package var steps: StepList
        /// The printing command (`tree`, `ax`...), or `nil` for what a step printed.
        package var output: Command.Output?
        /// What was printed, without the preview's own `print:` lines.
        package var text: String
        /// The echo mode then (`set echo`): it shapes what a step prints.
        package var echo: Echo
        /// The step that failed, when `text` is its error message.
        package var failed: Command? {
            get { failure?.command }
            set { failure = newValue.map(FailedStep.init) }
        }
        /// Boxed: a command is wide, and only the few failed outputs have one.
        private var failure: FailedStep?
        /// Whether `text` is the printing command's `--json` document.
        package var json: Bool

        package init(
            steps: StepList, output: Command.Output?, text: String, echo: Echo, failed: Command? = nil,
            json: Bool = false
        ) {
            self.steps = steps
            self.output = output
            self.text = text
            self.echo = echo
            self.failure = failed.map(FailedStep.init)
            self.json = json
        }

        /// `steps` in a tree of their own.
        package init(
            steps: [String], output: Command.Output?, text: String, echo: Echo, failed: Command? = nil,
            json: Bool = false
        ) {
            self.init(steps: StepList(steps), output: output, text: text, echo: echo, failed: failed, json: json)
        }

        package static func == (lhs: Observation, rhs: Observation) -> Bool {
            lhs.steps == rhs.steps && lhs.output == rhs.output && lhs.text == rhs.text && lhs.echo == rhs.echo
                && lhs.failed == rhs.failed && lhs.json == rhs.json
        }
    }

    /// A failed step's command, kept apart from the observation.
    private final class FailedStep {
        let command: Command
        init(_ command: Command) { self.command = command }
    }

    /// The outputs the user saw, in order.
    package private(set) var observations: [Observation] = []
    private var echo = Echo.diff
    /// Each text printed, once: a screen switched back and forth prints the same few texts again and again.
    private var texts: Set<String> = []

    package init() {}

    /// Notes what a command printed; `steps` are the steps applied after it ran.
    package func note(_ command: Command, _ reply: WorkerReply, steps: StepList) {
        if let error = reply.error {
            // A crash or hang cannot be checked in a test process; a failed step's message can.
            let unreproducible = WorkerFailure.codes.union(["worker", "protocol"])
            if command.isStep, !unreproducible.contains(error.code) {
                observations.append(
                    Observation(steps: steps, output: nil, text: error.description, echo: echo, failed: command))
            }
            return
        }
        if case .set("echo", let value) = command {
            echo = Echo(rawValue: value) ?? echo
            return
        }
        let text = texts.insert(Self.withoutPrints(reply.output)).memberAfterInsert
        if command.isStep {
            observations.append(Observation(steps: steps, output: nil, text: text, echo: echo))
        } else if case .show(let output, let json) = command, Self.checkable.contains(output) {
            observations.append(Observation(steps: steps, output: output, text: text, echo: echo, json: json))
        }
    }

    /// The outputs `PreviewSession.expect` can check.
    static let checkable: [Command.Output] = [.tree, .ax, .path, .state, .diff, .tasks, .audit, .save]

    /// The text without the `print:` lines a preview's own `print` added in front of it.
    static func withoutPrints(_ text: String) -> String {
        // Most outputs have none: not split into lines at every step.
        guard text.hasPrefix("print: ") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.hasPrefix("print: ") { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }
}
