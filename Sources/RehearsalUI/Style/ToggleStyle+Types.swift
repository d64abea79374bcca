/// SwiftUI's toggle style types, for code that names them (`.toggleStyle(SwitchToggleStyle())`).

/// The system's `DefaultToggleStyle`, printed as written.
public struct DefaultToggleStyle: ToggleStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "DefaultToggleStyle()" }
}

/// The system's `SwitchToggleStyle`, printed as written.
public struct SwitchToggleStyle: ToggleStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "SwitchToggleStyle()" }
}

/// The system's `ButtonToggleStyle`, printed as written.
public struct ButtonToggleStyle: ToggleStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "ButtonToggleStyle()" }
}

/// The system's `CheckboxToggleStyle`, printed as written.
public struct CheckboxToggleStyle: ToggleStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "CheckboxToggleStyle()" }
}
