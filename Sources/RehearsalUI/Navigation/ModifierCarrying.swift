/// Lets code that walks the graph see which modifier a `ModifiedContent` node applies.
@MainActor package protocol ModifierCarrying {
    /// The modifier, type-erased.
    var carriedModifier: Any { get }
    /// The modified content, type-erased.
    var carriedContent: Any { get }
    /// The modifier's type, known without an instance.
    static var carriedModifierType: Any.Type { get }
}

extension ModifiedContent: ModifierCarrying {
    package var carriedModifier: Any { modifier }
    package var carriedContent: Any { content }
    package static var carriedModifierType: Any.Type { Modifier.self }
}

extension GraphNode {
    /// The modifier this node applies, when it is a `ModifiedContent` node.
    package var appliedModifier: Any? { (view as? any ModifierCarrying)?.carriedModifier }
}
