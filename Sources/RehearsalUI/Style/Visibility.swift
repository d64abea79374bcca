/// Whether something shows, as SwiftUI's `Visibility`: `.automatic`, `.visible`, `.hidden`.
public enum Visibility: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case automatic, visible, hidden

    public var description: String {
        switch self {
        case .automatic: ".automatic"
        case .visible: ".visible"
        case .hidden: ".hidden"
        }
    }
}
