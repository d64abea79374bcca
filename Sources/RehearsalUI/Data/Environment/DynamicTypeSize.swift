/// The user's preferred text size, ordered from smallest to largest, as SwiftUI's `DynamicTypeSize`.
///
/// The default is `.large`. Sizes from `.accessibility1` up are the accessibility sizes.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
