/// SwiftUI's picker style types, for code that names them (`.pickerStyle(SegmentedPickerStyle())`).

/// The system's `DefaultPickerStyle`, printed as written.
public struct DefaultPickerStyle: PickerStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "DefaultPickerStyle()" }
}

/// The system's `MenuPickerStyle`, printed as written.
public struct MenuPickerStyle: PickerStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "MenuPickerStyle()" }
}

/// The system's `SegmentedPickerStyle`, printed as written.
public struct SegmentedPickerStyle: PickerStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "SegmentedPickerStyle()" }
}

/// The system's `WheelPickerStyle`, printed as written.
public struct WheelPickerStyle: PickerStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "WheelPickerStyle()" }
}

/// The system's `InlinePickerStyle`, printed as written.
public struct InlinePickerStyle: PickerStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "InlinePickerStyle()" }
}

/// The system's `NavigationLinkPickerStyle`, printed as written.
public struct NavigationLinkPickerStyle: PickerStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "NavigationLinkPickerStyle()" }
}

/// The system's `PalettePickerStyle`, printed as written.
public struct PalettePickerStyle: PickerStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "PalettePickerStyle()" }
}

/// The system's `RadioGroupPickerStyle`, printed as written.
public struct RadioGroupPickerStyle: PickerStyle, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "RadioGroupPickerStyle()" }
}
