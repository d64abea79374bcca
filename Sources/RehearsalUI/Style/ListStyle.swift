/// A style for lists; kept as an attribute.
public protocol ListStyle {}

/// The system's list styles, one type for all (see `_BuiltInButtonStyle` for why).
public struct _BuiltInListStyle: ListStyle, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = _BuiltInListStyle(description: ".automatic")
    public static let plain = _BuiltInListStyle(description: ".plain")
    public static let grouped = _BuiltInListStyle(description: ".grouped")
    public static let inset = _BuiltInListStyle(description: ".inset")
    public static let insetGrouped = _BuiltInListStyle(description: ".insetGrouped")
    public static let sidebar = _BuiltInListStyle(description: ".sidebar")
}

extension ListStyle where Self == _BuiltInListStyle {
    public static var automatic: _BuiltInListStyle { .automatic }
    public static var plain: _BuiltInListStyle { .plain }
    public static var grouped: _BuiltInListStyle { .grouped }
    public static var inset: _BuiltInListStyle { .inset }
    public static var insetGrouped: _BuiltInListStyle { .insetGrouped }
    public static var sidebar: _BuiltInListStyle { .sidebar }
}

extension View {
    /// Sets the style of lists in this view.
    public func listStyle(_ style: _BuiltInListStyle) -> some View { modifier(ListStyleModifier(style: style)) }

    /// Sets a style of lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        attribute(".listStyle(\(AttributeText.value(style)))")
    }
}
