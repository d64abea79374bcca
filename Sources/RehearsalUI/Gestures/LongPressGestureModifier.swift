/// Gives a long-press action to the elements the modifier applies to: the topmost elements of its content.
/// The session's `longpress` runs it; a tap does not.
struct LongPressGestureModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let minimumDuration: Double
    let action: () -> Void

    func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        let action = action
        environment.longPressGesture = TapGestureAction(modifier: ObjectIdentifier(node), action: { action() })
    }

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [
            minimumDuration == 0.5
                ? ".onLongPressGesture"
                : ".onLongPressGesture(minimumDuration: \(LayoutNumber.format(CGFloat(minimumDuration))))"
        ]
    }
}

extension View {
    /// Runs `action` when the view is pressed for `minimumDuration` seconds; the session's `longpress` does it.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        modifier(
            LongPressGestureModifier(
                minimumDuration: minimumDuration,
                action: {
                    onPressingChanged?(true)
                    action()
                    onPressingChanged?(false)
                }))
    }
}

extension EnvironmentValues {
    /// The long-press gesture of the nearest `.onLongPressGesture` above, for its topmost elements to take.
    var longPressGesture: TapGestureAction? {
        get { self[LongPressGestureKey.self] }
        set { self[LongPressGestureKey.self] = newValue }
    }
}

/// The key that stores `EnvironmentValues.longPressGesture`.
struct LongPressGestureKey: EnvironmentKey {
    static var defaultValue: TapGestureAction? { nil }
}
