/// Ties a view to an `@AccessibilityFocusState`: the tree prints `.accessibilityFocused(true)` while the
/// state says the view has the assistive focus, `.accessibilityFocused(false)` otherwise.
struct AccessibilityFocusedModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let isFocused: @MainActor () -> Bool

    func update(_ node: GraphNode, _ children: inout ChildList) {
        let focused = node.trackingReads { isFocused() }
        node.modifierAttributes = [".accessibilityFocused(\(focused))"]
    }
}

extension View {
    /// Gives this view the assistive focus while `condition` is `true`.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        modifier(AccessibilityFocusedModifier { condition.wrappedValue })
    }

    /// Gives this view the assistive focus while the state equals `value`.
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value?>.Binding, equals value: Value
    ) -> some View {
        modifier(AccessibilityFocusedModifier { binding.wrappedValue == value })
    }
}
