/// A style for menus; kept as an attribute, as the menu's items and verbs do not depend on it.
public protocol MenuStyle {}

/// The system's menu styles, one type for all: `.automatic`, `.button`, `.borderlessButton`.
public struct _BuiltInMenuStyle: MenuStyle, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = _BuiltInMenuStyle(description: ".automatic")
    public static let button = _BuiltInMenuStyle(description: ".button")
    public static let borderlessButton = _BuiltInMenuStyle(description: ".borderlessButton")
}

extension MenuStyle where Self == _BuiltInMenuStyle {
    public static var automatic: _BuiltInMenuStyle { .automatic }
    public static var button: _BuiltInMenuStyle { .button }
    public static var borderlessButton: _BuiltInMenuStyle { .borderlessButton }
}

/// The system's `DefaultMenuStyle`, printed as written.
public struct DefaultMenuStyle: MenuStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "DefaultMenuStyle()" }
}

/// The system's `BorderlessButtonMenuStyle`, printed as written.
public struct BorderlessButtonMenuStyle: MenuStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "BorderlessButtonMenuStyle()" }
}

/// The system's `ButtonMenuStyle`, printed as written.
public struct ButtonMenuStyle: MenuStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "ButtonMenuStyle()" }
}

extension View {
    /// Sets the style of menus in this view.
    public func menuStyle(_ style: _BuiltInMenuStyle) -> some View { attribute(".menuStyle(\(style))") }

    /// Sets a style of menus in this view.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        attribute(".menuStyle(\(AttributeText.value(style)))")
    }
}
