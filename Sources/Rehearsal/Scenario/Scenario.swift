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
}
