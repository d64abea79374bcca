/// A style for labels; kept as an attribute.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration

    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` receives: the label's title and icon.
public struct LabelStyleConfiguration {
    public let title: AnyView
    public let icon: AnyView
}

/// The system's label styles, one type for all.
public struct _BuiltInLabelStyle: LabelStyle, Sendable, CustomStringConvertible {
    public let description: String

    public func makeBody(configuration: LabelStyleConfiguration) -> EmptyView { EmptyView() }

    public static let automatic = _BuiltInLabelStyle(description: ".automatic")
    public static let iconOnly = _BuiltInLabelStyle(description: ".iconOnly")
    public static let titleOnly = _BuiltInLabelStyle(description: ".titleOnly")
    public static let titleAndIcon = _BuiltInLabelStyle(description: ".titleAndIcon")
}

extension LabelStyle where Self == _BuiltInLabelStyle {
    public static var automatic: _BuiltInLabelStyle { .automatic }
    public static var iconOnly: _BuiltInLabelStyle { .iconOnly }
    public static var titleOnly: _BuiltInLabelStyle { .titleOnly }
    public static var titleAndIcon: _BuiltInLabelStyle { .titleAndIcon }
}

extension View {
    /// Sets the style of labels in this view; a system style replaces a custom one applied above.
    public func labelStyle(_ style: _BuiltInLabelStyle) -> some View {
        customStyle(
            ".labelStyle(\(style))", value: style.description, body: EmptyView.self, keyPath: \.labelStyleLink,
            make: { _ in EmptyView() })
    }

    /// Sets a custom style of labels in this view: its body (made of the title and icon) is what labels show.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        customStyle(
            ".labelStyle(\(AttributeText.value(style)))", value: style, body: S.Body.self,
            keyPath: \.labelStyleLink, make: { style.makeBody(configuration: $0 as! LabelStyleConfiguration) })
    }
}
