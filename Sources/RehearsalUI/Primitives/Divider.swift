/// A thin line between items; decorative, so it has no accessibility element.
public struct Divider {
    public init() {}
}

extension Divider: View {
    public typealias Body = Never
}

extension Divider: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element("Divider")
    }
}
