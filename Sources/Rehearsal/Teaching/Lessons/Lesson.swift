/// A guided lesson: a scenario script on a sample preview whose prose explains each command.
///
/// A lesson file is a scenario (`scripts/lessons/NN-name.scenario`): its first prose line is the title,
/// the prose before each command introduces that command, the prose after the last command concludes,
/// and its expectations are checked by CI's replay and by the walk-through alike.
public struct Lesson: Equatable, Sendable {
    /// One command of the lesson with the prose that introduces it and what the script expects after it.
    public struct Step: Equatable, Sendable {
        public var prose: [String]
        public var command: Command
        /// The command as the learner types it.
        public var text: String
        public var line: Int
        public var expectations: [Scenario.Step]
    }

    /// What the learner types after `lesson`: the file name without its order prefix (`state-ownership`).
    public var name: String
    public var title: String
    public var file: String
    public var steps: [Step]
    public var conclusion: [String]

    /// Reads a lesson from a parsed scenario; `nil` when it has no title or no command.
    public init?(name: String, scenario: Scenario) {
        var prose = scenario.prose.map { (line: $0.line, text: $0.text) }
        guard let title = prose.first?.text, !title.isEmpty else { return nil }
        prose.removeFirst()
        var steps: [Step] = []
        var pending: [String] = []
        var proseIndex = 0
        for step in scenario.steps {
            while proseIndex < prose.count, prose[proseIndex].line < step.line {
                pending.append(prose[proseIndex].text)
                proseIndex += 1
            }
            switch step.kind {
            case .command(let command, let text):
                steps.append(
                    Step(prose: Self.trimmed(pending), command: command, text: text, line: step.line, expectations: []))
                pending = []
            case .expectation:
                if !steps.isEmpty { steps[steps.count - 1].expectations.append(step) }
            }
        }
        guard !steps.isEmpty else { return nil }
        pending += prose[proseIndex...].map(\.text)
        self.name = name
        self.title = title
        self.file = scenario.file
        self.steps = steps
        self.conclusion = Self.trimmed(pending)
    }

    /// Prose without the empty lines (paragraph breaks) at its ends.
    private static func trimmed(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.first == "" { lines.removeFirst() }
        while lines.last == "" { lines.removeLast() }
        return lines
    }
}
