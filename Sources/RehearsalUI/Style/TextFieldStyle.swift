/// A style for text fields; kept as an attribute.
public protocol TextFieldStyle {}

/// The system's text field styles, one type for all.
public struct _BuiltInTextFieldStyle: TextFieldStyle, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = _BuiltInTextFieldStyle(description: ".automatic")
    public static let plain = _BuiltInTextFieldStyle(description: ".plain")
    public static let roundedBorder = _BuiltInTextFieldStyle(description: ".roundedBorder")
}

extension TextFieldStyle where Self == _BuiltInTextFieldStyle {
    public static var automatic: _BuiltInTextFieldStyle { .automatic }
    public static var plain: _BuiltInTextFieldStyle { .plain }
    public static var roundedBorder: _BuiltInTextFieldStyle { .roundedBorder }
}

extension View {
    /// Sets the style of text fields in this view.
    public func textFieldStyle(_ style: _BuiltInTextFieldStyle) -> some View {
        attribute(".textFieldStyle(\(style))")
    }

    /// Sets a style of text fields in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        attribute(".textFieldStyle(\(AttributeText.value(style)))")
    }
}
