/// SwiftUI's button style types, for code that names them (`.buttonStyle(PlainButtonStyle())`).

/// The system's `PlainButtonStyle`, printed as written.
public struct PlainButtonStyle: PrimitiveButtonStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "PlainButtonStyle()" }
}

/// The system's `BorderedButtonStyle`, printed as written.
public struct BorderedButtonStyle: PrimitiveButtonStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "BorderedButtonStyle()" }
}

/// The system's `BorderedProminentButtonStyle`, printed as written.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "BorderedProminentButtonStyle()" }
}

/// The system's `BorderlessButtonStyle`, printed as written.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "BorderlessButtonStyle()" }
}

/// The system's `DefaultButtonStyle`, printed as written.
public struct DefaultButtonStyle: PrimitiveButtonStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "DefaultButtonStyle()" }
}
