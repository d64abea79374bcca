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
    /// Sets the style of toggles in this view.
    public func toggleStyle(_ style: _BuiltInToggleStyle) -> some View { attribute(".toggleStyle(\(style))") }

    /// Sets a custom style of toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        attribute(".toggleStyle(\(AttributeText.value(style)))")
    }
}
