/// Gives a tap action to the elements the modifier applies to: the topmost elements of its content.
package struct TapGestureModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let count: Int
    let action: () -> Void

    package func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        let action = action
        environment.tapGesture = TapGestureAction(
            modifier: ObjectIdentifier(node), action: { action() }, count: count)
    }

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [count == 1 ? ".onTapGesture" : ".onTapGesture(count: \(count))"]
    }
}

extension View {
    /// Runs `action` when the view is tapped `count` times; the session's `tap` performs it.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(count: count, action: action))
    }
}
