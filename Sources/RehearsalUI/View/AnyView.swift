/// A type-erased view; its identity changes when the type of the view it wraps changes.
public struct AnyView: View {
    public typealias Body = Never

    let storage: any View

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = view
        }
    }

    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.storage = view
    }
}

extension AnyView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(storage, key: .type(ObjectIdentifier(type(of: storage))))
    }
}
