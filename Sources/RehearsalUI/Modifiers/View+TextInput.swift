/// Text layout and text-input modifiers, kept as attributes written like the call; `redacted(reason:)`
/// and `textCase(_:)` also change what the texts below show.
extension View {
    /// Sets the space between lines of text.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        attribute(".lineSpacing(\(LayoutNumber.format(lineSpacing)))")
    }

    /// Sets where text that does not fit is cut: `.head`, `.middle`, `.tail`.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { attribute(".truncationMode(\(mode))") }

    /// Lets text tighten its letter spacing to fit.
    public func allowsTightening(_ flag: Bool) -> some View { attribute(".allowsTightening(\(flag))") }

    /// Sets the design of fonts in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        attribute(".fontDesign(\(design.map(\.description) ?? "nil"))")
    }

    /// Sets the glyph width of fonts in this view.
    public func fontWidth(_ width: Font.Width?) -> some View {
        attribute(".fontWidth(\(width.map(\.description) ?? "nil"))")
    }

    /// Asks for a keyboard for the text fields in this view.
    public func keyboardType(_ type: UIKeyboardType) -> some View { attribute(".keyboardType(\(type))") }

    /// Says what the text fields in this view hold, for autofill.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        attribute(".textContentType(\(textContentType.map(\.description) ?? "nil"))")
    }

    /// Sets when the text fields in this view capitalize what is typed.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        attribute(".textInputAutocapitalization(\(autocapitalization.map(\.description) ?? "nil"))")
    }

    /// Sets UIKit's autocapitalization (the form SwiftUI deprecated).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        attribute(".autocapitalization(\(style))")
    }

    /// Turns autocorrection off in the text fields of this view.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        attribute(".autocorrectionDisabled", when: disable)
    }

    /// Turns autocorrection off (the form SwiftUI deprecated).
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        attribute(".disableAutocorrection(\(disable.map { "\($0)" } ?? "nil"))")
    }

    /// Lets the user select the texts in this view.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        attribute(".textSelection(\(S.attributeName))")
    }

    /// Redacts the content below for a reason; its texts show as redacted in the tree.
    public func redacted(reason: RedactionReasons) -> some View {
        environment(\.redactionReasons, reason, attribute: ".redacted(reason: \(reason))")
    }

    /// Keeps the content below from being redacted.
    public func unredacted() -> some View {
        environment(\.isUnredacted, true, attribute: ".unredacted")
    }

    /// Marks the content below as private: redacted when the reasons include `.privacy`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive, attribute: sensitive ? ".privacySensitive" : nil)
    }

    /// Sets an environment value, printed as `attribute` instead of `.environment(...)`.
    package func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, attribute: String?
    ) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(
            EnvironmentModifier(attributes: attribute.map { [$0] } ?? [], value: value) { $0[keyPath: keyPath] = value }
        )
    }
}

extension Text {
    /// Where text that does not fit is cut.
    public enum TruncationMode: Hashable, Sendable, CustomStringConvertible {
        case head, tail, middle

        public var description: String {
            switch self {
            case .head: ".head"
            case .tail: ".tail"
            case .middle: ".middle"
            }
        }
    }
}
