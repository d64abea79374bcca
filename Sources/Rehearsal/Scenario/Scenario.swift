/// A parsed scenario script: its steps in order, each with the lines it came from.
///
/// The text format is described in `Documentation/ScenarioFormat.md`; `ScenarioParser` reads it and
/// `ScenarioWriter` writes it.
public struct Scenario: Equatable, Sendable {
    /// The newest format version this Rehearsal reads and writes.
    public static let formatVersion = 1
    /// The header line that opens a script written by `ScenarioRecorder`.
    public static let header = "# rehearsal-scenario \(formatVersion)"

    /// The path the script was read from, as given (used in every message about it).
    public var file: String
    /// The format version the header declared, or `formatVersion` when there was no header.
    public var version: Int
    /// The commands and expectations, in file order.
    public var steps: [Step]
    /// The prose lines (`> ...`), in file order, for lessons; replay skips them.
    public var prose: [Prose]

    public init(file: String, version: Int = Scenario.formatVersion, steps: [Step] = [], prose: [Prose] = []) {
        self.file = file
        self.version = version
        self.steps = steps
        self.prose = prose
    }

    /// The number of commands, which is how the summary counts steps.
    public var commandCount: Int {
        steps.count { if case .command = $0.kind { true } else { false } }
    }
}

extension Scenario {
    /// One command or expectation and where it is in the file.
    public struct Step: Equatable, Sendable {
        /// What the step does.
        public enum Kind: Equatable, Sendable {
            /// A shell command, with the text as written (comments and quoting kept for messages).
            case command(Command, text: String)
            /// A check of the session's output.
            case expectation(Expectation)
        }

        public var kind: Kind
        /// The 1-based line where the step starts.
        public var line: Int
        /// The 1-based line where the step ends (`end` for a block; `line` otherwise).
        public var endLine: Int

        public init(_ kind: Kind, line: Int, endLine: Int? = nil) {
            self.kind = kind
            self.line = line
            self.endLine = endLine ?? line
        }
    }

    /// A line of prose (`> text`) and where it is.
    public struct Prose: Equatable, Sendable {
        /// The text after `> ` (empty for a bare `>`, which separates paragraphs).
        public var text: String
        public var line: Int

        public init(_ text: String, line: Int) {
            self.text = text
            self.line = line
        }
    }
}
