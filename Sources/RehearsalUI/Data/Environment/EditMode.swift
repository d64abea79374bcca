/// Whether a list lets its rows be edited (moved, deleted), as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active

    /// Whether editing is on.
    public var isEditing: Bool { self != .inactive }
}
