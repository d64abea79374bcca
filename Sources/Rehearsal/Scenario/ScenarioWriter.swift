/// Writes the lines of a scenario script, so that `ScenarioParser` reads back exactly what was written.
public enum ScenarioWriter {
    /// The lines of an `expect OUTPUT` block holding `text` whole.
    ///
    /// Each output line is indented by two spaces, so an output line that is itself `end`, or starts with
    /// spaces, `#` or `>`, cannot be mistaken for anything else; an empty output line is written as an empty
    /// line (editors strip trailing blanks). An empty output gives a block with no lines.
    public static func block(_ output: Command.Output, text: String) -> [String] {
        let lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false)
        return ["expect \(output.rawValue)"] + lines.map { $0.isEmpty ? "" : "  " + $0 } + ["end"]
    }

    /// `expect error "message"`, with the message quoted as the command language quotes.
    public static func error(_ message: String) -> String {
        "expect error " + Tokenizer.quoted(message)
    }

    /// The lines that expect `text` from `output`: `expect path == LINE` when it is one line that reads the
    /// same trimmed, else a block.
    public static func expectation(_ output: Command.Output, text: String, preferSingleLine: Bool) -> [String] {
        let isOneLine = !text.isEmpty && !text.contains("\n") && !text.contains("\r")
        let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        if preferSingleLine, isOneLine, String(trimmed) == text {
            return ["expect \(output.rawValue) == \(text)"]
        }
        return block(output, text: text)
    }

    /// A whole file from its lines: one line each, with a final newline.
    public static func file(_ lines: [String]) -> String {
        lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
