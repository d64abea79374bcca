/// Groups controls that act on the same thing, as SwiftUI's `ControlGroup`; its controls print and read
/// as its children, in order.
public struct ControlGroup<Content: View>: View {
    public typealias Body = Never

    let content: Content
    let title: String?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = MarkdownText.plain(titleKey.text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = String(title)
    }
}

extension ControlGroup: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element("ControlGroup", title.map { ValueDescription.quoted($0) } ?? "")
        children.append(content, key: .index(0))
    }
}
