/// SwiftUI's list style types, for code that names them (`.listStyle(InsetGroupedListStyle())`).

/// The system's `DefaultListStyle`, printed as written.
public struct DefaultListStyle: ListStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "DefaultListStyle()" }
}

/// The system's `PlainListStyle`, printed as written.
public struct PlainListStyle: ListStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "PlainListStyle()" }
}

/// The system's `GroupedListStyle`, printed as written.
public struct GroupedListStyle: ListStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "GroupedListStyle()" }
}

/// The system's `InsetListStyle`, printed as written.
public struct InsetListStyle: ListStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "InsetListStyle()" }
}

/// The system's `InsetGroupedListStyle`, printed as written.
public struct InsetGroupedListStyle: ListStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "InsetGroupedListStyle()" }
}

/// The system's `SidebarListStyle`, printed as written.
public struct SidebarListStyle: ListStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "SidebarListStyle()" }
}

/// The system's `BorderedListStyle`, printed as written.
public struct BorderedListStyle: ListStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "BorderedListStyle()" }
}
