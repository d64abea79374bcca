/// A modifier that adds a fixed list of attributes (possibly none) to the elements it modifies.
package struct AttributeListModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let attributes: [String]

    package init(_ attributes: [String]) { self.attributes = attributes }

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = attributes
    }
}

extension View {
    /// Adds attributes only when `condition` holds: boolean modifiers print only when they are on.
    package func attribute(_ attribute: String, when condition: Bool) -> ModifiedContent<Self, AttributeListModifier> {
        modifier(AttributeListModifier(condition ? [attribute] : []))
    }
}
