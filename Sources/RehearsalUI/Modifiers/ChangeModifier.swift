/// Runs an action when a value the view passes it differs from the value of the previous update.
///
/// The graph compares the value each time the modifier is updated (when the view that wrote it is
/// re-evaluated). A change is reported after the update that saw it, once the content below is up to date,
/// in the same queue as `onAppear` (deepest first, then in the order written). With `initial: true` the
/// action also runs when the view appears, with the first value as both old and new.
package struct ChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let value: V
    let initial: Bool
    let action: (V, V) -> Void

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".onChange(of: \(ValueDescription.short(value)))"]
        let value = value
        let action = action
        guard let previous = node.modifierState as? LastValue<V> else {
            node.modifierState = LastValue(value)
            if initial { node.appearAfterChildren { action(value, value) } }
            return
        }
        guard previous.value != value else { return }
        let old = previous.value
        previous.value = value
        node.appearAfterChildren { action(old, value) }
    }
}

/// The value an `onChange` modifier saw last.
final class LastValue<V> {
    var value: V

    init(_ value: V) { self.value = value }
}

extension View {
    /// Runs `action` with the old and new value when `value` changes (and on appear when `initial`).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (and on appear when `initial`).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    )
        -> some View
    {
        modifier(ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs `action` with the new value when `value` changes (the form SwiftUI deprecated in iOS 17).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}
