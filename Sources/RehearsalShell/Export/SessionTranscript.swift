package import Rehearsal

/// What the shell printed during a session, step by step, so that `export` can check the same outputs.
///
/// The outputs are kept in a temporary file (``JournalFile``), so a long session costs the shell no memory
/// per step; ``observations`` reads them back for `export`. Each observation keeps the steps that were applied when it was printed: after `undo` or `goto`, only
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

    /// The session's steps; the outputs' texts go to its texts file, their records to `records`.
    private let journal: StepJournal
    /// One record a kept output (``recordWidth`` bytes): so a long session's outputs cost no memory.
    private let records: JournalFile
    /// How many outputs were kept.
    package private(set) var count = 0
    private var echo = Echo.diff

    /// A transcript of a session whose steps are in `journal`; its records are in a file beside them.
    package init(journal: StepJournal, directory: String = JournalFile.temporaryDirectory) {
        self.journal = journal
        records = JournalFile(directory: directory)
    }

    /// Notes what a command printed; `steps` is the journal's node of the steps applied after it ran.
    package func note(_ command: Command, _ reply: WorkerReply, steps: StepJournal.Node) {
        if let error = reply.error {
            // A crash or hang cannot be checked in a test process; a failed step's message can.
            let unreproducible = WorkerFailure.codes.union(["worker", "protocol"])
            if command.isStep, !unreproducible.contains(error.code) {
                keep(steps: steps, output: nil, text: error.description, failed: command, json: false)
            }
            return
        }
        if case .set("echo", let value) = command {
            echo = Echo(rawValue: value) ?? echo
            return
        }
        let text = Self.withoutPrints(reply.output)
        if command.isStep {
            keep(steps: steps, output: nil, text: text, failed: nil, json: false)
        } else if case .show(let output, let json) = command, Self.checkable.contains(output) {
            keep(steps: steps, output: output, text: text, failed: nil, json: json)
        }
    }

    /// The outputs the user saw, in order, read back from the files; their steps are nodes of one tree.
    package var observations: [Observation] {
        let (tree, nodes) = journal.stepTree()
        return (0..<count).map { index in
            let offset = index * Self.recordWidth
            let output = records.integer(at: offset + 4, width: 1)
            let failed =
                records.integer(at: offset + 7, width: 1) == 0
                ? nil : journal.texts.text(JournalText.Reference(file: records, at: offset + 20))
            let node = records.integer(at: offset, width: 4)
            return Observation(
                steps: StepList(tree: tree, node: nodes[min(max(node, 0), nodes.count - 1)]),
                output: Command.Output.allCases.indices.contains(output) ? Command.Output.allCases[output] : nil,
                text: journal.texts.text(JournalText.Reference(file: records, at: offset + 8)),
                echo: Echo.allCases[min(records.integer(at: offset + 5, width: 1) & 0xFF, Echo.allCases.count - 1)],
                failed: failed.flatMap { try? CommandParser.parse($0) },
                json: records.integer(at: offset + 6, width: 1) != 0)
        }
    }

    /// Bytes of a record: node (4), output (1, 255 for a step's own), echo (1), json (1), failed (1), the text's
    /// reference, the failed command's.
    private static let recordWidth = 8 + 2 * JournalText.Reference.width

    private func keep(steps: StepJournal.Node, output: Command.Output?, text: String, failed: Command?, json: Bool) {
        let outputIndex = output.flatMap { Command.Output.allCases.firstIndex(of: $0) } ?? 255
        let echoIndex = Self.echoes.firstIndex(of: echo) ?? 0
        let textReference = journal.texts.add(text)
        let failedReference = failed.map { journal.texts.add($0.text) } ?? JournalText.Reference(offset: 0, length: 0)
        records.write(width: Self.recordWidth, at: count * Self.recordWidth) { record in
            record.integer(steps, width: 4)
            record.integer(outputIndex, width: 1)
            record.integer(echoIndex, width: 1)
            record.integer(json ? 1 : 0, width: 1)
            record.integer(failed == nil ? 0 : 1, width: 1)
            textReference.write(to: &record)
            failedReference.write(to: &record)
        }
        count += 1
    }

    /// The echo modes, in the order a record numbers them (`allCases` makes a new array at every call).
    private static let echoes = Echo.allCases

    /// The outputs `PreviewSession.expect` can check.
    static let checkable: [Command.Output] = [.tree, .ax, .path, .state, .diff, .tasks, .audit, .save, .commands]

    /// The text without the `print:` lines a preview's own `print` added in front of it.
    static func withoutPrints(_ text: String) -> String {
        // Split into lines only what starts with a print line: the open of 100,000 rows prints 10 MB.
        guard text.hasPrefix("print: ") else { return text }
        var rest = text[...]
        while rest.hasPrefix("print: ") {
            guard let newline = rest.firstIndex(of: "\n") else { return "" }
            rest = rest[rest.index(after: newline)...]
        }
        return String(rest)
    }
}
