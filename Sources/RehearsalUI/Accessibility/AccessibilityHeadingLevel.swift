/// The level of a heading, as VoiceOver's headings rotor reads it.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable, CustomStringConvertible {
    case unspecified, h1, h2, h3, h4, h5, h6

    public var description: String {
        switch self {
        case .unspecified: ".unspecified"
        default: ".h\(rawValue)"
        }
    }

    /// The trait printed in the accessibility tree: `[h2]`.
    var traitName: String { "h\(rawValue)" }
}

extension View {
    /// Makes the view a heading (a text reads as a `header`) of a level.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        modifier(AccessibilityModifier(change: .heading(level)))
    }

    /// Other names a user may speak for the element (Voice Control); targets match them too.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        modifier(AccessibilityModifier(change: .inputLabels(inputLabels.map(\.plainText))))
    }

    /// Other names a user may speak for the element (Voice Control); targets match them too.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        modifier(AccessibilityModifier(change: .inputLabels(inputLabelKeys.map(\.text))))
    }

    /// Other names a user may speak for the element (Voice Control); targets match them too.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        modifier(AccessibilityModifier(change: .inputLabels(inputLabels.map { String($0) })))
    }
}
