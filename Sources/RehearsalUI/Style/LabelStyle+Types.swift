/// SwiftUI's label style types, for code that names them (`.labelStyle(IconOnlyLabelStyle())`).

/// The system's `DefaultLabelStyle`, printed as written.
public struct DefaultLabelStyle: LabelStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "DefaultLabelStyle()" }
}

/// The system's `IconOnlyLabelStyle`, printed as written.
public struct IconOnlyLabelStyle: LabelStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "IconOnlyLabelStyle()" }
}

/// The system's `TitleOnlyLabelStyle`, printed as written.
public struct TitleOnlyLabelStyle: LabelStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "TitleOnlyLabelStyle()" }
}

/// The system's `TitleAndIconLabelStyle`, printed as written.
public struct TitleAndIconLabelStyle: LabelStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "TitleAndIconLabelStyle()" }
}
