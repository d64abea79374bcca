/// A box around related content with an optional label, as SwiftUI's `GroupBox`.
///
/// It prints as `GroupBox "Account"` with its content as children; a view label prints under `.label`.
public struct GroupBox<Label: View, Content: View>: View {
    public typealias Body = Never

    let label: Label
    let content: Content
    let title: String?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), title: nil)
    }

    @available(*, deprecated, message: "use init(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(label: label, content: content(), title: nil)
    }

    init(label: Label, content: Content, title: String?) {
        self.label = label
        self.content = content
        self.title = title
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(label: EmptyView(), content: content(), title: nil)
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), title: MarkdownText.plain(titleKey.text))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(verbatim: String(title)), content: content(), title: String(title))
    }
}

extension GroupBox: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        var element = Element("GroupBox", title.map { ValueDescription.quoted($0) } ?? "")
        if let title { element.accessibility = AccessibilityInfo(role: "header", label: title) }
        if let style = node.environment.groupBoxStyleLink {
            // The style's body, made of the label and content, is what shows and what a screen reader meets.
            element.accessibility = nil
            node.element = element
            let configuration = GroupBoxStyleConfiguration(label: AnyView(label), content: AnyView(content))
            node.appendStyledBody(style, configuration: configuration, keyPath: \.groupBoxStyleLink, to: &children)
            return
        }
        node.element = element
        if title == nil, !(label is EmptyView) { children.append(label, key: .slot("label")) }
        children.append(content, key: .index(0))
    }
}
