/// What one command printed, and whether it failed.
public struct SessionOutput: Equatable, Sendable {
    /// The text to print (without a trailing newline); empty when the command prints nothing.
    public var text: String
    /// The error, when the command failed; `text` then holds what it printed before failing.
    public var error: CommandError?
    /// Whether the command asks the shell to end.
    public var quits = false

    public init(_ text: String = "", error: CommandError? = nil, quits: Bool = false) {
        self.text = text
        self.error = error
        self.quits = quits
    }

    /// Everything to show, the error last.
    public var rendered: String {
        guard let error else { return text }
        return text.isEmpty ? error.description : text + "\n" + error.description
    }

    static func failure(_ error: CommandError) -> SessionOutput { SessionOutput(error: error) }
}

/// What the session prints after each action.
public enum Echo: String, Sendable, CaseIterable {
    case tree, ax, path, diff, none
}
