/// A style for group boxes: its `makeBody(configuration:)` is what a group box shows.
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration

    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` receives: the box's label and content.
public struct GroupBoxStyleConfiguration {
    public let label: AnyView
    public let content: AnyView
}

/// The system's group box styles, one type for all (see `_BuiltInButtonStyle` for why).
public struct _BuiltInGroupBoxStyle: GroupBoxStyle, Sendable, CustomStringConvertible {
    public let description: String

    public func makeBody(configuration: GroupBoxStyleConfiguration) -> EmptyView { EmptyView() }

    public static let automatic = _BuiltInGroupBoxStyle(description: ".automatic")
}

extension GroupBoxStyle where Self == _BuiltInGroupBoxStyle {
    public static var automatic: _BuiltInGroupBoxStyle { .automatic }
}

/// The system's `DefaultGroupBoxStyle`, printed as written.
public struct DefaultGroupBoxStyle: GroupBoxStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "DefaultGroupBoxStyle()" }
}

extension View {
    /// Sets the style of group boxes in this view; a system style replaces a custom one applied above.
    public func groupBoxStyle(_ style: _BuiltInGroupBoxStyle) -> some View {
        customStyle(
            ".groupBoxStyle(\(style))", value: style.description, body: EmptyView.self,
            keyPath: \.groupBoxStyleLink, make: { _ in EmptyView() })
    }

    /// Sets a custom style of group boxes in this view: its body, made of the label and content, is what
    /// they show.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        customStyle(
            ".groupBoxStyle(\(AttributeText.value(style)))", value: style, body: S.Body.self,
            keyPath: \.groupBoxStyleLink, make: { style.makeBody(configuration: $0 as! GroupBoxStyleConfiguration) })
    }
}

extension GroupBox where Label == AnyView, Content == AnyView {
    /// A group box with the configuration's label and content, as a custom style's body writes it.
    @MainActor public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content, title: nil)
    }
}
