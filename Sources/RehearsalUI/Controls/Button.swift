/// A control that runs an action when tapped.
///
/// A button made from a title prints as `Button "Try Again"`; one made with a label view prints `Button`
/// with the label as its children. Its accessible name is the title or the text of its label, its role
/// `button`, and the session's `tap` runs its action.
public struct Button<Label: View> {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    /// The summary of the title forms (`"Add" systemImage: "plus"`); `nil` when the label is a view.
    let titleSummary: String?
    /// The accessible name of the title forms.
    let title: String?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
        titleSummary = nil
        title = nil
    }

    init(title: String, summary: String, role: ButtonRole?, action: @escaping () -> Void, label: Label) {
        self.role = role
        self.action = action
        self.label = label
        titleSummary = summary
        self.title = title
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(titleKey, role: nil, action: action)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(title, role: nil, action: action)
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(
            title: titleKey.text, summary: ValueDescription.quoted(titleKey.text), role: role, action: action,
            label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        let text = String(title)
        self.init(
            title: text, summary: ValueDescription.quoted(text), role: role, action: action, label: Text(verbatim: text)
        )
    }
}

extension Button where Label == RehearsalUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(titleKey, systemImage: systemImage, role: nil, action: action)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(LocalizedStringKey(String(title)), systemImage: systemImage, role: nil, action: action)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(
            title: titleKey.text,
            summary: "\(ValueDescription.quoted(titleKey.text)) systemImage: \(ValueDescription.quoted(systemImage))",
            role: role, action: action, label: RehearsalUI.Label(titleKey, systemImage: systemImage))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(LocalizedStringKey(String(title)), systemImage: systemImage, role: role, action: action)
    }
}

extension Button: View {
    public typealias Body = Never
}

extension Button: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        var summary = titleSummary ?? ""
        if let role { summary += (summary.isEmpty ? "" : " ") + "role=\(role)" }
        var element = Element("Button", summary)
        element.accessibility = AccessibilityInfo(role: "button", label: title ?? LabelText.of(label))
        let action = action
        element.actions.tap = { action() }
        let isPressed = ButtonPress.isPressed(node)
        element.actions.setPressed = ButtonPress.actions(of: node, running: action)
        element.actions.isPressed = isPressed
        if let style = node.environment.buttonStyleLink {
            if style.isPrimitive {
                // The style's body decides what is tappable and calls `trigger()`.
                element.accessibility = nil
                element.actions = ElementActions()
                node.element = element
                let configuration = PrimitiveButtonStyleConfiguration(role: role, label: AnyView(label), action: action)
                node.appendStyledBody(style, configuration: configuration, keyPath: \.buttonStyleLink, to: &children)
            } else {
                node.element = element
                let configuration = ButtonStyleConfiguration(role: role, label: AnyView(label), isPressed: isPressed)
                node.appendStyledBody(style, configuration: configuration, keyPath: \.buttonStyleLink, to: &children)
            }
            return
        }
        node.element = element
        if titleSummary == nil { children.append(label, key: .index(0)) }
    }
}
