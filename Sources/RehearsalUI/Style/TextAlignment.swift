/// How the lines of a multiline text align with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case leading, center, trailing

    public var description: String {
        switch self {
        case .leading: ".leading"
        case .center: ".center"
        case .trailing: ".trailing"
        }
    }
}
