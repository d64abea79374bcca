/// The outcome of replaying one script.
public struct ScenarioResult: Equatable, Sendable {
    /// Whether the script passed, failed, or failed and had its expectations rewritten by `--update`.
    public enum Status: String, Equatable, Sendable {
        case passed, failed, updated
    }

    /// The script's path, as given.
    public var file: String
    public var status: Status
    /// The commands run before the script ended or stopped.
    public var commands: Int
    /// The first mismatch (or, after an update, the first one `--update` could not rewrite).
    public var failure: ScenarioFailure?
    /// The expectations `--update` rewrote.
    public var updatedExpectations: Int
    /// What the preview printed, in order, with the steps that printed it.
    public var prints: [ScenarioPrint]

    public init(
        file: String, status: Status, commands: Int, failure: ScenarioFailure? = nil, updatedExpectations: Int = 0,
        prints: [ScenarioPrint] = []
    ) {
        self.file = file
        self.status = status
        self.commands = commands
        self.failure = failure
        self.updatedExpectations = updatedExpectations
        self.prints = prints
    }

    /// Whether the script passed as it stands.
    public var passed: Bool { status == .passed }
}
