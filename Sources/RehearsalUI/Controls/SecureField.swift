/// A control that edits a secret string; the tree and the accessibility value show bullets, never the text.
public struct SecureField<Label: View> {
    let text: Binding<String>
    let title: String?
    let label: Label
    let prompt: Text?

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        title = nil
        self.label = label()
        self.prompt = prompt
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.text = text
        title = titleKey.text
        label = Text(titleKey)
        self.prompt = prompt
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(LocalizedStringKey(String(title)), text: text, prompt: prompt)
    }
}

extension SecureField: View {
    public typealias Body = Never
}

extension SecureField: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let name = title ?? LabelText.of(label)
        let bullets = String(repeating: "•", count: node.trackingReads { text.wrappedValue.count })
        var summary = "\(ValueDescription.quoted(name)) text=\(ValueDescription.quoted(bullets))"
        if let prompt { summary += " prompt: \(ValueDescription.quoted(prompt.plainText))" }
        var element = TextInputElement.make(
            name: "SecureField", summary: summary, role: "secureTextField", label: name, value: bullets, text: text,
            environment: node.environment)
        if bullets.isEmpty { element.accessibility?.placeholder = prompt?.plainText ?? name }
        node.element = element
    }
}
