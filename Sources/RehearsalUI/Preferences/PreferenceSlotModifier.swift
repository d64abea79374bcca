/// Shows a view made from a preference key's value for the modified content, in an `.overlay` or
/// `.background` slot: `.overlayPreferenceValue(_:_:)`, `.backgroundPreferenceValue(_:_:)`.
///
/// The slot is built from the value read after the previous update; when the content's value changes, the
/// modifier is updated again in the same flush, so the printed tree always shows the current value.
package struct PreferenceSlotModifier<K: PreferenceKey, SlotContent: View>: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let slot: String
    let content: (K.Value) -> SlotContent

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = []
        let state: PreferenceSlotState<K>
        if let existing = node.modifierState as? PreferenceSlotState<K> {
            state = existing
        } else {
            state = PreferenceSlotState<K>()
            node.modifierState = state
        }
        children.append(content(state.shown ?? K.defaultValue), key: .slot(slot))
        let weakNode = WeakNode(node: node)
        node.appearAfterChildren {
            guard let node = weakNode.node, node.isMounted else { return }
            state.recheck(node)
        }
    }
}

/// The value a preference slot was last built from.
final class PreferenceSlotState<K: PreferenceKey>: PreferenceReader {
    var shown: K.Value?
    private var shownDescription: String?

    func reads(_ key: Any.Type) -> Bool { key == K.self }

    func recheck(_ node: GraphNode) {
        var children = node.children
        children.removeAll { $0.key != .index(0) }
        let value = PreferenceValues.value(K.self, below: node, among: children)
        // Values need not be Equatable; their descriptions decide whether the slot must be built again.
        let description = ValueDescription.short(value)
        guard description != shownDescription else { return }
        let first = shownDescription == nil
        shown = value
        shownDescription = description
        if !first || description != ValueDescription.short(K.defaultValue) {
            node.graph.invalidate(node, cause: .session("preference \(ViewTypeName.of(K.self))"))
        }
    }
}

extension View {
    /// Puts a view made from the value of `key` for this view's content in front of it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceSlotModifier<K, V>(slot: "overlay", content: transform))
    }

    /// Puts a view made from the value of `key` for this view's content behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceSlotModifier<K, V>(slot: "background", content: transform))
    }
}
