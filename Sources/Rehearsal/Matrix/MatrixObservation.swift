/// What one step of a script showed under one variant: the step's output, the view tree after a command,
/// and the mismatches the step found.
public struct MatrixObservation: Equatable, Sendable {
    /// The step's first and last line in its script (for the shell's session: its step number).
    public var line: Int
    public var endLine: Int
    /// The step as written: `tap "Dashboard"`, `expect ax contains button "Retry"`.
    public var label: String
    /// For an expectation, the output it checks (`ax`, `tree`...); `nil` for a command.
    public var shown: Command.Output?
    /// What the step printed, its error last.
    public var output: String
    /// The view tree after a command step; `nil` for an expectation.
    public var tree: String?
    /// The mismatches the step found under this variant.
    public var failures: [ScenarioFailure]

    public init(
        line: Int, endLine: Int, label: String, shown: Command.Output?, output: String, tree: String?,
        failures: [ScenarioFailure]
    ) {
        self.line = line
        self.endLine = endLine
        self.label = label
        self.shown = shown
        self.output = output
        self.tree = tree
        self.failures = failures
    }
}
