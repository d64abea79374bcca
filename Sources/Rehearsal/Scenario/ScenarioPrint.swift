/// A line a preview printed while a script replayed, with the step that printed it.
///
/// The worker catches a preview's standard output and puts it, as `print: ` lines, before the output of
/// the command that printed it; replay takes those lines out of the output and reports them under the
/// script's result, in the order printed, so the report stays the same on every run.
public struct ScenarioPrint: Equatable, Sendable {
    /// The script line of the command that printed.
    public var line: Int
    /// The command as written.
    public var command: String
    /// What was printed, without the `print: ` prefix.
    public var text: String

    public init(line: Int, command: String, text: String) {
        self.line = line
        self.command = command
        self.text = text
    }

    /// `line 15 (tap "Stamp"): print: stamped at 2026-01-01T09:00:01Z`, as the text report shows it.
    public var description: String { "line \(line) (\(command)): print: \(text)" }

    static let prefix = "print: "

    /// Splits the `print: ` lines the worker put before a command's own output from that output.
    static func split(_ output: SessionOutput, line: Int, command: String) -> (SessionOutput, [ScenarioPrint]) {
        guard output.text.hasPrefix(prefix) else { return (output, []) }
        var lines = output.text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        var prints: [ScenarioPrint] = []
        while let first = lines.first, first.hasPrefix(prefix) {
            prints.append(ScenarioPrint(line: line, command: command, text: String(first.dropFirst(prefix.count))))
            lines = lines.dropFirst()
        }
        var rest = output
        rest.text = lines.joined(separator: "\n")
        return (rest, prints)
    }
}
