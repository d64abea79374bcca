/// An edge of a rectangle: used by padding, safe areas, transitions and swipe actions.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, printed the way it is written: `.horizontal`, `[.top, .leading]`.
    public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int8

        public init(rawValue: Int8) { self.rawValue = rawValue }

        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        public var description: String {
            let named: [(Set, String)] = [
                (.all, ".all"), (.horizontal, ".horizontal"), (.vertical, ".vertical"), (.top, ".top"),
                (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing"),
            ]
            if let exact = named.first(where: { $0.0 == self }) { return exact.1 }
            var remaining = self
            var parts: [String] = []
            for (set, name) in named where remaining.isSuperset(of: set) && !set.isEmpty {
                parts.append(name)
                remaining.subtract(set)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        }
    }
}

extension Edge: CustomStringConvertible {
    public var description: String {
        switch self {
        case .top: ".top"
        case .leading: ".leading"
        case .bottom: ".bottom"
        case .trailing: ".trailing"
        }
    }
}
