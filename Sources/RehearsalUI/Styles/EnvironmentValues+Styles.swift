/// The custom styles in effect, one slot per kind of control (buttons share one: the innermost of
/// `ButtonStyle` and `PrimitiveButtonStyle` wins).
extension EnvironmentValues {
    var buttonStyleLink: StyleLink? {
        get { self[ButtonStyleLinkKey.self] }
        set { self[ButtonStyleLinkKey.self] = newValue }
    }

    var toggleStyleLink: StyleLink? {
        get { self[ToggleStyleLinkKey.self] }
        set { self[ToggleStyleLinkKey.self] = newValue }
    }

    var labelStyleLink: StyleLink? {
        get { self[LabelStyleLinkKey.self] }
        set { self[LabelStyleLinkKey.self] = newValue }
    }

    var progressViewStyleLink: StyleLink? {
        get { self[ProgressViewStyleLinkKey.self] }
        set { self[ProgressViewStyleLinkKey.self] = newValue }
    }

    var groupBoxStyleLink: StyleLink? {
        get { self[GroupBoxStyleLinkKey.self] }
        set { self[GroupBoxStyleLinkKey.self] = newValue }
    }
}

struct ButtonStyleLinkKey: EnvironmentKey {
    static var defaultValue: StyleLink? { nil }
}

struct ToggleStyleLinkKey: EnvironmentKey {
    static var defaultValue: StyleLink? { nil }
}

struct LabelStyleLinkKey: EnvironmentKey {
    static var defaultValue: StyleLink? { nil }
}

struct ProgressViewStyleLinkKey: EnvironmentKey {
    static var defaultValue: StyleLink? { nil }
}

struct GroupBoxStyleLinkKey: EnvironmentKey {
    static var defaultValue: StyleLink? { nil }
}
