extension Scenario {
    /// A line of prose (`> text`) and where it is.
    public struct Prose: Equatable, Sendable {
        /// The text after `> ` (empty for a bare `>`, which separates paragraphs).
        public var text: String
        public var line: Int

        public init(_ text: String, line: Int) {
            self.text = text
            self.line = line
        }
    }
}
