/// Shows the first of its children that fits the space offered, as SwiftUI's `ViewThatFits`.
///
/// Rehearsal does no layout, so the first child always fits: it is the one in the tree and the
/// accessibility tree, and the others are not built (as SwiftUI shows one child only).
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never

    let content: Content
    let axes: Axis.Set

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
    }
}

extension ViewThatFits: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element("ViewThatFits", "shows the first child")
        let first = (content as? any ViewElementsListing)?.listedElements.first ?? content
        children.append(first, key: .index(0))
    }
}

/// A view built from several views by a `@ViewBuilder`, which can list them.
@MainActor protocol ViewElementsListing {
    var listedElements: [any View] { get }
}

extension TupleView: ViewElementsListing {
    var listedElements: [any View] { elements }
}
