/// Makes the element adjustable (VoiceOver's swipe up and down): the session's `adjust TARGET +1` calls
/// the handler with `.increment`, `adjust TARGET -1` with `.decrement`.
struct AccessibilityAdjustableActionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let handler: (AccessibilityAdjustmentDirection) -> Void

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".accessibilityAdjustableAction"]
    }
}

extension AccessibilityAdjustableActionModifier: AccessibilityContributing {
    func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        var elements = builder.buildContent(of: node)
        let handler = handler
        for index in elements.indices where !elements[index].isPresentationRoot {
            elements[index].actions.adjust = { amount in
                guard amount != 0 else { return }
                handler(amount > 0 ? .increment : .decrement)
            }
            if !elements[index].traits.contains("adjustable") { elements[index].traits.append("adjustable") }
        }
        return elements
    }
}

/// The direction VoiceOver adjusts an element in.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// Shows other content to accessibility instead of the modified content (`accessibilityRepresentation`);
/// the tree prints the representation in a slot, the accessibility tree reads only it.
struct AccessibilityRepresentationModifier<Representation: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let representation: Representation

    func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(representation, key: .slot("accessibilityRepresentation"))
    }
}

extension AccessibilityRepresentationModifier: AccessibilityContributing {
    func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        builder.buildSlot("accessibilityRepresentation", of: node)
    }
}

/// Gives the element of the modified content other children for accessibility (`accessibilityChildren`).
struct AccessibilityChildrenModifier<Children: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let children: Children

    func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(self.children, key: .slot("accessibilityChildren"))
    }
}

extension AccessibilityChildrenModifier: AccessibilityContributing {
    func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        var elements = builder.buildContent(of: node)
        let children = builder.buildSlot("accessibilityChildren", of: node)
        guard !elements.isEmpty else { return children }
        elements[0].children = children
        elements[0].isContainer = true
        return elements
    }
}

extension View {
    /// Makes the element adjustable; `adjust TARGET +1` or `-1` runs the handler.
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        modifier(AccessibilityAdjustableActionModifier(handler: handler))
    }

    /// Replaces the view's accessibility with that of other content: a custom control read as a `Slider`.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(AccessibilityRepresentationModifier(representation: representation()))
    }

    /// Gives the element other children for accessibility.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        modifier(AccessibilityChildrenModifier(children: children()))
    }

    /// Lets VoiceOver show the large content viewer for the view; kept as an attribute.
    public func accessibilityShowsLargeContentViewer() -> some View {
        attribute(".accessibilityShowsLargeContentViewer")
    }

    /// Says whether the element responds to the user; kept as an attribute.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        attribute(".accessibilityRespondsToUserInteraction(\(respondsToUserInteraction))")
    }

    /// Keeps the view's colors when Smart Invert is on; kept as an attribute.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        attribute(".accessibilityIgnoresInvertColors", when: active)
    }
}
