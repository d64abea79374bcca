/// Turns hit testing off for the modified content (`.allowsHitTesting(false)`): touches pass through it,
/// so the session's `tap` and gestures fail on its elements with the reason, while VoiceOver still reaches
/// them.
struct HitTestingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let enabled: Bool

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = enabled ? [] : [".allowsHitTesting(false)"]
    }
}

extension HitTestingModifier: AccessibilityContributing {
    func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        var elements = builder.buildContent(of: node)
        guard !enabled else { return elements }
        let owner = AccessibilityTreeBuilder.owner(of: node)
        func mark(_ element: inout AccessibilityNode) {
            guard !element.isPresentationRoot else { return }
            if element.hitTestingDisabledBy == nil { element.hitTestingDisabledBy = owner }
            for index in element.children.indices { mark(&element.children[index]) }
        }
        for index in elements.indices { mark(&elements[index]) }
        return elements
    }
}

extension View {
    /// Lets touches reach the view (`true`, the default) or pass through it (`false`).
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(enabled: enabled))
    }
}
