/// A style for toggles; kept as an attribute.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration

    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` receives: the toggle's label and state.
public struct ToggleStyleConfiguration {
    public let label: AnyView
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (a toggle over a set); never here.
    public var isMixed: Bool = false

    init(label: AnyView, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The system's toggle styles, one type for all (see `_BuiltInButtonStyle` for why).
public struct _BuiltInToggleStyle: ToggleStyle, Sendable, CustomStringConvertible {
    public let description: String

    public func makeBody(configuration: ToggleStyleConfiguration) -> EmptyView { EmptyView() }

    public static let automatic = _BuiltInToggleStyle(description: ".automatic")
    public static let `switch` = _BuiltInToggleStyle(description: ".switch")
    public static let button = _BuiltInToggleStyle(description: ".button")
    public static let checkbox = _BuiltInToggleStyle(description: ".checkbox")
}

extension ToggleStyle where Self == _BuiltInToggleStyle {
    public static var automatic: _BuiltInToggleStyle { .automatic }
    public static var `switch`: _BuiltInToggleStyle { .switch }
    public static var button: _BuiltInToggleStyle { .button }
    public static var checkbox: _BuiltInToggleStyle { .checkbox }
}

extension View {
    /// Sets the style of toggles in this view; a system style replaces a custom one applied above.
    public func toggleStyle(_ style: _BuiltInToggleStyle) -> some View {
        customStyle(
            ".toggleStyle(\(style))", value: style.description, body: EmptyView.self, keyPath: \.toggleStyleLink,
            make: { _ in EmptyView() })
    }

    /// Sets a custom style of toggles in this view: its body is what toggles show; `toggle` still flips them.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        customStyle(
            ".toggleStyle(\(AttributeText.value(style)))", value: style, body: S.Body.self,
            keyPath: \.toggleStyleLink, make: { style.makeBody(configuration: $0 as! ToggleStyleConfiguration) })
    }
}
