/// A style for lists; kept as an attribute.
public protocol ListStyle {}

/// A style for pickers; kept as an attribute.
public protocol PickerStyle {}

/// A style for text fields; kept as an attribute.
public protocol TextFieldStyle {}

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
    /// Sets the style of lists in this view.
    public func listStyle(_ style: _BuiltInListStyle) -> some View { attribute(".listStyle(\(style))") }

    /// Sets a style of lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        attribute(".listStyle(\(AttributeText.value(style)))")
    }

    /// Sets the style of pickers in this view.
    public func pickerStyle(_ style: _BuiltInPickerStyle) -> some View { attribute(".pickerStyle(\(style))") }

    /// Sets a style of pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        attribute(".pickerStyle(\(AttributeText.value(style)))")
    }

    /// Sets the style of text fields in this view.
    public func textFieldStyle(_ style: _BuiltInTextFieldStyle) -> some View {
        attribute(".textFieldStyle(\(style))")
    }

    /// Sets a style of text fields in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        attribute(".textFieldStyle(\(AttributeText.value(style)))")
    }

    /// Sets the size of controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        attribute(".controlSize(\(controlSize))")
    }

    /// Sets the accent color of controls in this view.
    public func tint(_ tint: Color?) -> some View {
        attribute(".tint(\(tint.map { $0.description } ?? "nil"))")
    }

    /// Sets the accent style of controls in this view.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        attribute(".tint(\(tint.map { AttributeText.value($0) } ?? "nil"))")
    }
}
