/// A style for pickers; kept as an attribute.
public protocol PickerStyle {}

/// The system's picker styles, one type for all.
public struct _BuiltInPickerStyle: PickerStyle, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = _BuiltInPickerStyle(description: ".automatic")
    public static let menu = _BuiltInPickerStyle(description: ".menu")
    public static let segmented = _BuiltInPickerStyle(description: ".segmented")
    public static let wheel = _BuiltInPickerStyle(description: ".wheel")
    public static let inline = _BuiltInPickerStyle(description: ".inline")
    public static let navigationLink = _BuiltInPickerStyle(description: ".navigationLink")
    public static let palette = _BuiltInPickerStyle(description: ".palette")
}

extension PickerStyle where Self == _BuiltInPickerStyle {
    public static var automatic: _BuiltInPickerStyle { .automatic }
    public static var menu: _BuiltInPickerStyle { .menu }
    public static var segmented: _BuiltInPickerStyle { .segmented }
    public static var wheel: _BuiltInPickerStyle { .wheel }
    public static var inline: _BuiltInPickerStyle { .inline }
    public static var navigationLink: _BuiltInPickerStyle { .navigationLink }
    public static var palette: _BuiltInPickerStyle { .palette }
}

extension View {
    /// Sets the style of pickers in this view.
    public func pickerStyle(_ style: _BuiltInPickerStyle) -> some View { attribute(".pickerStyle(\(style))") }

    /// Sets a style of pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        attribute(".pickerStyle(\(AttributeText.value(style)))")
    }
}
