/// Reads scenario scripts, reporting every problem with its line, column and what was expected there.
///
/// The parser never traps, whatever the input: it is fuzzed (`scripts/fuzz`). Lines are split at `\n`
/// (a `\r\n` line ending counts as one), and the header, comments, prose, commands and expectation blocks
/// follow `Documentation/ScenarioFormat.md`.
public enum ScenarioParser {
    /// Commands that only make sense in the interactive shell, so a script may not contain them.
    static let shellOnlyCommands: Set<String> = [
        "record", "stop", "replay", "quit", "exit", "lesson", "explain", "reload", "matrix", "export",
    ]

    /// Parses a whole script; throws every problem found if there is any.
    public static func parse(_ text: String, file: String) throws(ScenarioParseError) -> Scenario {
        let (scenario, problems) = read(text, file: file)
        guard problems.isEmpty else { throw ScenarioParseError(problems: problems) }
        return scenario
    }

    /// Parses a whole script and returns what it could read with the problems it found, so that one
    /// mistake does not hide the next.
    public static func read(_ text: String, file: String) -> (Scenario, [ScenarioProblem]) {
        var state = ScenarioParser.State(file: file)
        // A UTF-8 byte-order mark (some editors write one) is not part of the first line.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        for (index, line) in lines(of: text).enumerated() {
            state.consume(line, number: index + 1)
        }
        state.finish()
        return (state.scenario, state.problems)
    }

    /// The lines of a text: split at `\n` and `\r\n`, without a last empty line after a final newline.
    static func lines(of text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
