/// Groups views without adding anything of its own; modifiers on a group apply to each of its views.
public struct Group<Content> {
    public var content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: PrimitiveView where Content: View {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(content, key: .index(0))
    }
}
