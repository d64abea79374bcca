/// A view that shows nothing.
public struct EmptyView: View {
    public typealias Body = Never

    nonisolated public init() {}
}

extension EmptyView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {}
}
