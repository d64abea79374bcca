/// Runs an action when the modified view leaves the tree: its branch was not taken any more, its `ForEach`
/// element or `.id` changed, or an ancestor left.
package struct DisappearModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let action: (() -> Void)?

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".onDisappear"]
        node.onUnmount = action
    }
}

extension View {
    /// Runs `action` when the view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(DisappearModifier(action: action))
    }
}
