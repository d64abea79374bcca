/// A control that edits a string, or a value through a format.
///
/// Prints as `TextField "Title" text=""` (with `prompt:` and `axis=` when given). Its role is `textField`,
/// its accessible name the title and its value the text. The session's `type` sets the text (focusing the
/// field first, as typing into it would) and `submit` runs the `.onSubmit` actions above it.
public struct TextField<Label: View> {
    let text: Binding<String>
    let title: String?
    let label: Label
    let prompt: Text?
    let axis: Axis?

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, title: nil, label: label(), prompt: prompt, axis: nil)
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, title: nil, label: label(), prompt: prompt, axis: axis)
    }

    init(text: Binding<String>, title: String?, label: Label, prompt: Text?, axis: Axis?) {
        self.text = text
        self.title = title
        self.label = label
        self.prompt = prompt
        self.axis = axis
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, title: titleKey.text, label: Text(titleKey), prompt: nil, axis: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(LocalizedStringKey(String(title)), text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, title: titleKey.text, label: Text(titleKey), prompt: prompt, axis: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(LocalizedStringKey(String(title)), text: text, prompt: prompt)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, title: titleKey.text, label: Text(titleKey), prompt: nil, axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(LocalizedStringKey(String(title)), text: text, axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, title: titleKey.text, label: Text(titleKey), prompt: prompt, axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(LocalizedStringKey(String(title)), text: text, prompt: prompt, axis: axis)
    }

    /// A field that edits a value through a format: it shows the formatted value and parses what is typed;
    /// text that does not parse leaves the value unchanged, as in SwiftUI.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        let text = Binding<String>(
            get: { format.format(value.wrappedValue) },
            set: { newText in
                if let parsed = try? format.parseStrategy.parse(newText) { value.wrappedValue = parsed }
            })
        self.init(text: text, title: titleKey.text, label: Text(titleKey), prompt: prompt, axis: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(LocalizedStringKey(String(title)), value: value, format: format, prompt: prompt)
    }
}

extension TextField: View {
    public typealias Body = Never
}

extension TextField: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let name = title ?? LabelText.of(label)
        let current = node.trackingReads { text.wrappedValue }
        var summary = "\(ValueDescription.quoted(name)) text=\(ValueDescription.quoted(current))"
        if let prompt { summary += " prompt: \(ValueDescription.quoted(prompt.plainText))" }
        if let axis { summary += " axis=\(axis)" }
        var element = TextInputElement.make(
            name: "TextField", summary: summary, role: "textField", label: name, value: current, text: text,
            environment: node.environment)
        if current.isEmpty { element.accessibility?.placeholder = prompt?.plainText ?? name }
        node.element = element
    }
}

/// Builds the element of a text input (`TextField`, `SecureField`): role, name, value and actions.
enum TextInputElement {
    @MainActor static func make(
        name: String, summary: String, role: String, label: String, value: String, text: Binding<String>,
        environment: EnvironmentValues
    ) -> Element {
        var element = Element(name, summary)
        element.accessibility = AccessibilityInfo(role: role, label: label, value: value)
        let focus = environment.focusTarget?.focus
        element.actions.setText = { newText in
            focus?()
            text.wrappedValue = newText
        }
        let submitActions = environment.submitActions
        element.actions.submit = {
            for action in submitActions { action() }
        }
        return element
    }
}

extension EnvironmentValues {
    /// The actions a text field runs when it is submitted (the return key), nearest first. `.onSubmit`
    /// adds to it; `TextField` and `SecureField` run it from their `submit` action.
    package var submitActions: [@MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

/// The key that stores `EnvironmentValues.submitActions`.
struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [@MainActor () -> Void] { [] }
}
