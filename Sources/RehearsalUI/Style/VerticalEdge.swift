/// The top or bottom edge.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case top, bottom

    public var description: String { self == .top ? ".top" : ".bottom" }
}
