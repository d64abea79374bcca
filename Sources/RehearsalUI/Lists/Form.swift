/// A container for grouped controls, shown as a grouped list of sections.
public struct Form<Content: View> {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Form: View {
    public typealias Body = Never
}

extension Form: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element("Form")
        children.append(content, key: .index(0))
    }
}
