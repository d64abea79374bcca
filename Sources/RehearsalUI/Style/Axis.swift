/// The horizontal or vertical dimension: used by scroll views, text fields and lazy stacks.
public enum Axis: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case horizontal, vertical

    public var description: String { self == .horizontal ? ".horizontal" : ".vertical" }

    /// A set of axes, printed as written: `.vertical`, `[.horizontal, .vertical]`.
    public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int8

        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)

        public var description: String {
            switch self {
            case .horizontal: ".horizontal"
            case .vertical: ".vertical"
            case [.horizontal, .vertical]: "[.horizontal, .vertical]"
            default: "[]"
            }
        }
    }
}
