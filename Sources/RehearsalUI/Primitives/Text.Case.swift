extension Text {
    /// A letter case applied with `.textCase(_:)`.
    public enum Case: Hashable, Sendable, CustomStringConvertible {
        case uppercase, lowercase

        public var description: String { self == .uppercase ? ".uppercase" : ".lowercase" }
    }

    /// How a line is drawn through or under text; kept for the spelling of `strikethrough`/`underline`.
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()

        /// The dash pattern of a line.
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }
    }
}
