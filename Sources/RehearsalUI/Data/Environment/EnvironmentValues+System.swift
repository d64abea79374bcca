/// The values SwiftUI provides to every view, with the defaults of a headless iPhone preview.
///
/// Defaults never depend on the machine: the locale is `en_US`, the size classes are those of an iPhone
/// in portrait, the scheme is light and the text size `.large`. Sessions change them through traits.
extension EnvironmentValues {
    /// The horizontal size class; `.compact` by default.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class; `.regular` by default.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Light or dark; `.light` by default.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The preferred text size; `.large` by default.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The locale used for formatting; `en_US` by default, never the machine's.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The direction text runs in; `.leftToRight` by default.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Whether controls respond to the user. `.disabled(true)` on an ancestor turns it off, and an inner
    /// `.disabled(false)` cannot turn it back on, as in SwiftUI.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The edit mode of the enclosing list, if a container provides one; `nil` by default.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// The key that stores `EnvironmentValues.horizontalSizeClass`.
struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .compact }
}

/// The key that stores `EnvironmentValues.verticalSizeClass`.
struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

/// The key that stores `EnvironmentValues.colorScheme`.
struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

/// The key that stores `EnvironmentValues.dynamicTypeSize`.
struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

/// The key that stores `EnvironmentValues.locale`.
struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: "en_US") }
}

/// The key that stores `EnvironmentValues.layoutDirection`.
struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

/// The key that stores `EnvironmentValues.isEnabled`.
struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

/// The key that stores `EnvironmentValues.editMode`.
struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}
