/// A control that turns a Boolean on and off.
///
/// Prints as `Toggle "Wi-Fi" isOn=true` (a label view prints as children). Its role is `toggle`, its value
/// "on" or "off"; the session's `toggle` (or `tap`) flips it.
public struct Toggle<Label: View> {
    let isOn: Binding<Bool>
    let title: String?
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        title = nil
        self.label = label()
    }

    init(isOn: Binding<Bool>, title: String, label: Label) {
        self.isOn = isOn
        self.title = title
        self.label = label
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn, title: titleKey.text, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(LocalizedStringKey(String(title)), isOn: isOn)
    }
}

extension Toggle where Label == RehearsalUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, title: titleKey.text, label: RehearsalUI.Label(titleKey, systemImage: systemImage))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(LocalizedStringKey(String(title)), systemImage: systemImage, isOn: isOn)
    }
}

extension Toggle: View {
    public typealias Body = Never
}

extension Toggle: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let isOn = self.isOn
        let on = node.trackingReads { isOn.wrappedValue }
        let name = title ?? LabelText.of(label)
        let summary = (title.map { ValueDescription.quoted($0) + " " } ?? "") + "isOn=\(on)"
        var element = Element("Toggle", summary)
        element.accessibility = AccessibilityInfo(role: "toggle", label: name, value: on ? "on" : "off")
        element.actions.toggle = { isOn.wrappedValue = !isOn.wrappedValue }
        element.actions.tap = { isOn.wrappedValue = !isOn.wrappedValue }
        node.element = element
        if let style = node.environment.toggleStyleLink {
            let configuration = ToggleStyleConfiguration(label: AnyView(label), isOn: isOn)
            node.appendStyledBody(style, configuration: configuration, keyPath: \.toggleStyleLink, to: &children)
            return
        }
        if title == nil { children.append(label, key: .index(0)) }
    }
}
