extension Scenario {
    /// One command or expectation and where it is in the file.
    public struct Step: Equatable, Sendable {
        /// What the step does.
        public enum Kind: Equatable, Sendable {
            /// A shell command, with the text as written (comments and quoting kept for messages).
            case command(Command, text: String)
            /// A check of the session's output.
            case expectation(Expectation)
        }

        public var kind: Kind
        /// The 1-based line where the step starts.
        public var line: Int
        /// The 1-based line where the step ends (`end` for a block; `line` otherwise).
        public var endLine: Int

        public init(_ kind: Kind, line: Int, endLine: Int? = nil) {
            self.kind = kind
            self.line = line
            self.endLine = endLine ?? line
        }
    }
}
