/// Runs an action when the modified view appears: after the views inside it have appeared (deepest first)
/// and in the order the modifiers were written, once per appearance of its identity.
package struct AppearModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let action: (() -> Void)?

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".onAppear"]
        if node.isFirstUpdate, let action { node.appearAfterChildren(action) }
        node.onReappear = action
    }
}

extension View {
    /// Runs `action` when the view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearModifier(action: action))
    }
}
