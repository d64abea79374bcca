/// A command that could not be parsed or run: what was wrong, where, and how to fix it.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A stable code for tools: `syntax`, `unknownCommand`, `noMatch`, `ambiguous`, `disabled`, `state`, `crash`.
    public var code: String
    /// What went wrong, naming what was expected and what was found.
    public var message: String
    /// How to fix it.
    public var hint: String?
    /// The 1-based column of the problem in the command line, when known.
    public var column: Int?

    package init(_ message: String, code: String = "syntax", hint: String? = nil, column: Int? = nil) {
        self.code = code
        self.message = message
        self.hint = hint
        self.column = column
    }

    public var description: String {
        guard let hint else { return "error: \(message)" }
        return "error: \(message)\n  \(hint)"
    }
}
