/// Tags the modified view with a value, so a `Picker`, `List` or `TabView` can tell its options apart.
package struct TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let tag: V

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".tag(\(ValueDescription.short(tag)))"]
    }
}

/// A view that carries a tag: lets the graph and static option lookups read it without knowing `V`.
@MainActor package protocol TaggedView {
    /// The tag value.
    var tagValue: AnyHashable { get }
    /// The view the tag was applied to.
    var taggedContent: any View { get }
}

extension ModifiedContent: TaggedView where Content: View, Modifier: TagModifierProtocol {
    package var tagValue: AnyHashable { modifier.anyTag }
    package var taggedContent: any View { content }
}

/// Erases `TagModifier`'s value type.
package protocol TagModifierProtocol: ViewModifier {
    var anyTag: AnyHashable { get }
}

extension TagModifier: TagModifierProtocol {
    package var anyTag: AnyHashable { AnyHashable(tag) }
}

extension View {
    /// Tags the view with a value; `Picker`, `List(selection:)` and `TabView` select by it.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(TagModifier(tag: tag))
    }
}

extension GraphNode {
    /// The value this node's view was tagged with by `.tag(_:)`, or `nil` when it is not a tagged view.
    package var tag: AnyHashable? { (view as? any TaggedView)?.tagValue }

    /// The tagged nodes in this node's subtree, in order, without looking inside a tagged node: the options
    /// of a picker or the tabs of a tab view.
    package var taggedDescendants: [GraphNode] {
        var found: [GraphNode] = []
        func visit(_ node: GraphNode) {
            for child in node.children {
                if child.tag != nil { found.append(child) } else { visit(child) }
            }
        }
        visit(self)
        return found
    }
}
