/// A view given an explicit identity with `.id(_:)`: when the id changes, the old view and its state are
/// removed and a new one is mounted in its place.
public struct _IdentifiedView<Content: View, ID: Hashable>: View {
    public typealias Body = Never

    let content: Content
    let id: ID
}

extension _IdentifiedView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".id(\(ValueDescription.short(id)))"]
        children.append(content, key: .explicit(AnyHashableSendable(id)))
    }
}

extension View {
    /// Gives the view an explicit identity; a new id means a new view, with fresh state.
    public func id<ID: Hashable>(_ id: ID) -> _IdentifiedView<Self, ID> {
        _IdentifiedView(content: self, id: id)
    }
}
