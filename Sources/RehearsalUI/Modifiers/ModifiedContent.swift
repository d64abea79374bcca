/// A view (or modifier) with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.modifyEnvironment(&children.environment, node: node)
            children.append(content, key: .index(0))
            primitive.update(node, &children)
        } else if Modifier.Body.self == Never.self {
            node.modifierAttributes = [".modifier(\(ViewTypeName.of(Modifier.self)))"]
            children.append(content, key: .index(0))
        } else {
            children.append(_CustomModifierBody(modifier: modifier, content: content), key: .body)
        }
    }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier: it may change the environment of the content, add attributes to the element it
/// modifies, add content of its own in named slots (an overlay, a sheet), and take part in the lifecycle.
@MainActor package protocol PrimitiveModifier {
    /// Changes the environment the modified content sees.
    func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode)
    /// Sets the node's attributes and appends slot content; the modified content is already appended.
    func update(_ node: GraphNode, _ children: inout ChildList)
}

extension PrimitiveModifier {
    package func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {}
}

/// A modifier whose only effect is an attribute on the element it modifies: `.padding`, `.font(.title)`.
package struct AttributeModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let attribute: String

    package init(_ attribute: String) { self.attribute = attribute }

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [attribute]
    }
}

extension View {
    /// Adds an attribute-only modifier, printed as `attribute` on the element it modifies.
    package func attribute(_ attribute: String) -> ModifiedContent<Self, AttributeModifier> {
        modifier(AttributeModifier(attribute))
    }
}
