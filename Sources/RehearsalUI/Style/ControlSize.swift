/// The size class of controls: `.controlSize(.large)`.
public enum ControlSize: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case mini, small, regular, large, extraLarge

    public var description: String {
        switch self {
        case .mini: ".mini"
        case .small: ".small"
        case .regular: ".regular"
        case .large: ".large"
        case .extraLarge: ".extraLarge"
        }
    }
}
