extension Scenario {
    /// What a script expects of the session at one point.
    public enum Expectation: Equatable, Sendable {
        /// The output of a printing command, whole: `expect tree` ... `end`.
        case output(Command.Output, lines: [String])
        /// Some line of the output, without its indentation, is exactly this text.
        case contains(Command.Output, String)
        /// No line of the output, without its indentation, is this text.
        case lacks(Command.Output, String)
        /// The output is exactly this one line: `expect path == NavigationStack path=[]`.
        case equals(Command.Output, String)
        /// The command before it fails with exactly this message.
        case error(String)
        /// The command before it fails with a message that contains this text:
        /// `expect error contains "disabled"`.
        case errorContains(String)

        /// The outputs an expectation can check: those that print the screen, its tasks or its audit.
        public static let checkableOutputs: [Command.Output] = [
            .tree, .ax, .path, .state, .tasks, .audit, .save, .commands,
        ]

        /// The printing command whose output is checked, or `nil` for `expect error`.
        public var output: Command.Output? {
            switch self {
            case .output(let output, _), .contains(let output, _), .lacks(let output, _), .equals(let output, _):
                output
            case .error, .errorContains: nil
            }
        }
    }
}
