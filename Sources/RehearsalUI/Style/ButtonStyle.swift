/// A style for buttons that decides how they look and when they fire; kept as an attribute.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration

    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A style for buttons that decides how their label looks; kept as an attribute.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration

    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` receives: the button's role and label, and whether it is pressed.
public struct ButtonStyleConfiguration {
    public let role: ButtonRole?
    public let label: AnyView
    public let isPressed: Bool
}

/// What a `PrimitiveButtonStyle` receives: the button's role, its label and a way to trigger it.
public struct PrimitiveButtonStyleConfiguration {
    public let role: ButtonRole?
    public let label: AnyView
    let action: () -> Void

    public func trigger() { action() }
}

/// The system's button styles. One type for all of them, so `{ if #available(iOS 26, *) { .glass } else
/// { .bordered } }()` type-checks as it does against SwiftUI's overloads.
public struct _BuiltInButtonStyle: PrimitiveButtonStyle, ButtonStyle, Sendable, CustomStringConvertible {
    public let description: String

    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> EmptyView { EmptyView() }
    public func makeBody(configuration: ButtonStyleConfiguration) -> EmptyView { EmptyView() }

    public typealias Body = EmptyView

    public static let automatic = _BuiltInButtonStyle(description: ".automatic")
    public static let bordered = _BuiltInButtonStyle(description: ".bordered")
    public static let borderedProminent = _BuiltInButtonStyle(description: ".borderedProminent")
    public static let borderless = _BuiltInButtonStyle(description: ".borderless")
    public static let plain = _BuiltInButtonStyle(description: ".plain")
    public static let glass = _BuiltInButtonStyle(description: ".glass")
    public static let glassProminent = _BuiltInButtonStyle(description: ".glassProminent")
}

extension PrimitiveButtonStyle where Self == _BuiltInButtonStyle {
    public static var automatic: _BuiltInButtonStyle { .automatic }
    public static var bordered: _BuiltInButtonStyle { .bordered }
    public static var borderedProminent: _BuiltInButtonStyle { .borderedProminent }
    public static var borderless: _BuiltInButtonStyle { .borderless }
    public static var plain: _BuiltInButtonStyle { .plain }
    public static var glass: _BuiltInButtonStyle { .glass }
    public static var glassProminent: _BuiltInButtonStyle { .glassProminent }
}

extension View {
    /// Sets the style of buttons in this view; a system style replaces a custom one applied above.
    public func buttonStyle(_ style: _BuiltInButtonStyle) -> some View {
        customStyle(
            ".buttonStyle(\(style))", value: style.description, body: EmptyView.self, keyPath: \.buttonStyleLink,
            make: { _ in EmptyView() })
    }

    /// Sets a custom primitive style for buttons in this view: its body is what buttons show, and it decides
    /// when they fire (`configuration.trigger()`).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        customStyle(
            ".buttonStyle(\(AttributeText.value(style)))", value: style, body: S.Body.self,
            keyPath: \.buttonStyleLink, isPrimitive: true,
            make: { style.makeBody(configuration: $0 as! PrimitiveButtonStyleConfiguration) })
    }

    /// Sets a custom style for buttons in this view: its body is what buttons show; a tap still runs them.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        customStyle(
            ".buttonStyle(\(AttributeText.value(style)))", value: style, body: S.Body.self,
            keyPath: \.buttonStyleLink, make: { style.makeBody(configuration: $0 as! ButtonStyleConfiguration) })
    }
}
