/// `datePickerStyle(_:)` and SwiftUI's built-in date picker styles, kept as attributes.
extension View {
    /// Sets the style of date pickers in this view; kept as an attribute.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        attribute(".datePickerStyle(\(AttributeText.value(style)))")
    }
}

/// A style for date pickers; kept as an attribute.
public protocol DatePickerStyle {}

/// The system's date picker styles, one type for all.
public struct _BuiltInDatePickerStyle: DatePickerStyle, Sendable, CustomStringConvertible {
    public let description: String
}

extension DatePickerStyle where Self == _BuiltInDatePickerStyle {
    public static var automatic: _BuiltInDatePickerStyle { _BuiltInDatePickerStyle(description: ".automatic") }
    public static var compact: _BuiltInDatePickerStyle { _BuiltInDatePickerStyle(description: ".compact") }
    public static var graphical: _BuiltInDatePickerStyle { _BuiltInDatePickerStyle(description: ".graphical") }
    public static var wheel: _BuiltInDatePickerStyle { _BuiltInDatePickerStyle(description: ".wheel") }
    public static var field: _BuiltInDatePickerStyle { _BuiltInDatePickerStyle(description: ".field") }
}
