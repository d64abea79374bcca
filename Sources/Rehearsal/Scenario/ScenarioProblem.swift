/// A problem in a scenario script: where it is, what was expected there and what was found.
///
/// Public errors carry their location (the house style follows swift-nio's `FileSystemError`), so an
/// editor can jump to `file:line:column`.
public struct ScenarioProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The script's path, as given.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// What was wrong, naming what was expected and what was found.
    public var message: String
    /// How to fix it, when there is more to say than the message.
    public var hint: String?

    public init(file: String, line: Int, column: Int = 1, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    /// `file:line:column: error: message`, then the hint indented on its own line.
    public var description: String {
        let head = "\(file):\(line):\(column): error: \(message)"
        return hint.map { head + "\n  " + $0 } ?? head
    }
}
