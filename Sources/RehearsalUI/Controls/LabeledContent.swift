/// A label beside a value, as a form row shows read-only information.
///
/// `LabeledContent("Pages", value: "320")` prints as `LabeledContent "Pages" value: "320"` and reads as
/// "Pages" with the value "320"; with a content view, the content is printed as its child.
public struct LabeledContent<Label: View, Content: View> {
    let title: String?
    let valueText: String?
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = nil
        valueText = nil
        self.label = label()
        self.content = content()
    }

    init(title: String, valueText: String?, label: Label, content: Content) {
        self.title = title
        self.valueText = valueText
        self.label = label
        self.content = content
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(title: titleKey.text, valueText: String(value), label: Text(titleKey), content: Text(String(value)))
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(LocalizedStringKey(String(title)), value: value)
    }

    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(titleKey, value: format.format(value))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(LocalizedStringKey(String(title)), value: format.format(value))
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, valueText: nil, label: Text(titleKey), content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(LocalizedStringKey(String(title)), content: content)
    }
}

extension LabeledContent: View {
    public typealias Body = Never
}

extension LabeledContent: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let name = title ?? LabelText.of(label)
        var summary = ValueDescription.quoted(name)
        if let valueText { summary += " value: \(ValueDescription.quoted(valueText))" }
        // VoiceOver reads a labeled text as one element, "Added, June 3, 2019": a content that is a text
        // becomes the element's value, and the text itself is not read a second time.
        let contentText = valueText == nil ? (content as? Text)?.plainText : nil
        var element = Element("LabeledContent", summary)
        element.accessibility = AccessibilityInfo(role: "staticText", label: name, value: valueText ?? contentText)
        node.element = element
        if valueText == nil {
            if title == nil { children.append(label, key: .slot("label")) }
            if contentText != nil {
                var environment = children.environment
                environment.isHiddenByModifier = true
                children.append(content, key: .index(0), environment: environment)
            } else {
                children.append(content, key: .index(0))
            }
        }
    }
}

extension LabeledContent: LabelTextSource {
    /// A labeled value inside a link or button is read as "Classics, 2 books": the label, then the value.
    func labelParts(depth: Int) -> LabelText.Parts {
        var parts = title.map { LabelText.Parts(texts: [$0]) } ?? LabelText.parts(of: label, depth: depth)
        if let valueText {
            parts.append(LabelText.Parts(texts: [valueText]))
        } else {
            parts.append(LabelText.parts(of: content, depth: depth))
        }
        return parts
    }
}
