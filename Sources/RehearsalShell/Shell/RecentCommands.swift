import Rehearsal

/// The last few command lines the shell parsed, with their commands and canonical texts: a session that repeats a
/// command (a tap, two tabs switched back and forth) parses it once, not at every step.
///
/// Parsing is a function of the line alone, so a line found here parses to the command kept with it. Only lines
/// that parsed are kept, a fixed few and none long, so memory does not grow with the session.
final class RecentCommands {
    /// A parsed line: its command, and the command's canonical text (what the step journal keeps).
    struct Entry {
        let line: String
        let command: Command
        let text: String
    }

    private var entries: [Entry] = []
    private static let limit = 8
    private static let longestLine = 1_024

    /// The line's command (`nil` for a blank line or a comment) and its canonical text; throws as
    /// `CommandParser.parse` does.
    func parse(_ line: String) throws(CommandError) -> Entry? {
        if let index = entries.lastIndex(where: { $0.line == line }) {
            let found = entries[index]
            if index != entries.count - 1 {
                entries.remove(at: index)
                entries.append(found)
            }
            return found
        }
        guard let command = try CommandParser.parse(line) else { return nil }
        let entry = Entry(line: line, command: command, text: command.text)
        guard line.utf8.count <= Self.longestLine else { return entry }
        entries.append(entry)
        if entries.count > Self.limit { entries.removeFirst() }
        return entry
    }
}
