/// SwiftUI's text field style types, for code that names them (`.textFieldStyle(RoundedBorderTextFieldStyle())`).

/// The system's `DefaultTextFieldStyle`, printed as written.
public struct DefaultTextFieldStyle: TextFieldStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "DefaultTextFieldStyle()" }
}

/// The system's `PlainTextFieldStyle`, printed as written.
public struct PlainTextFieldStyle: TextFieldStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "PlainTextFieldStyle()" }
}

/// The system's `RoundedBorderTextFieldStyle`, printed as written.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "RoundedBorderTextFieldStyle()" }
}

/// The system's `SquareBorderTextFieldStyle`, printed as written.
public struct SquareBorderTextFieldStyle: TextFieldStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "SquareBorderTextFieldStyle()" }
}
