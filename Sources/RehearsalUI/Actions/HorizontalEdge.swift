/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`: where swipe actions appear.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case leading, trailing

    public var description: String { self == .leading ? ".leading" : ".trailing" }
}
