/// Why a script failed, and where: the first mismatch, a command that failed, or a script that does not parse.
public struct ScenarioFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The script's path, as given.
    public var file: String
    /// The 1-based line of the step that failed.
    public var line: Int
    /// What went wrong, on one line.
    public var message: String
    /// What shows it: a unified diff of expected and actual output, the actual output, or the parse problems.
    public var details: String

    public init(file: String, line: Int, message: String, details: String = "") {
        self.file = file
        self.line = line
        self.message = message
        self.details = details
    }

    /// `file:line: message`, then the details.
    public var description: String {
        let head = "\(file):\(line): \(message)"
        return details.isEmpty ? head : head + "\n" + details
    }
}
