/// Controls made from a style's configuration, as a custom style's body writes them: `Button(configuration)`
/// inside a `PrimitiveButtonStyle`, `Toggle(configuration)` inside a `ToggleStyle`. Each gets the style
/// applied above the one that made the configuration.
extension Button where Label == AnyView {
    /// A button that runs the configuration's trigger and shows its label.
    @MainActor public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

extension Toggle where Label == AnyView {
    /// A toggle bound to the configuration's state, with its label.
    @MainActor public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Label where Title == AnyView, Icon == AnyView {
    /// A label with the configuration's title and icon.
    @MainActor public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
