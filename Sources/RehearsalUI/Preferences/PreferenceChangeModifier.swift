/// Runs an action with a preference key's value for the modified content when it changes:
/// `.onPreferenceChange(_:perform:)`.
///
/// The value is read once the update that may have changed it is done (its content up to date), in the same
/// queue as `onAppear`. The action runs once when the view appears, with the first value, then after each
/// update in which the reduced value changed.
package struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier
where K.Value: Equatable {
    package typealias Body = Never

    let action: (K.Value) -> Void

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".onPreferenceChange(\(ViewTypeName.of(K.self)).self)"]
        let state: PreferenceChangeState<K>
        if let existing = node.modifierState as? PreferenceChangeState<K> {
            state = existing
        } else {
            state = PreferenceChangeState<K>()
            node.modifierState = state
        }
        state.action = action
        let weakNode = WeakNode(node: node)
        node.appearAfterChildren {
            guard let node = weakNode.node, node.isMounted else { return }
            state.recheck(node)
        }
    }
}

/// The value an `onPreferenceChange` saw last, and its action.
final class PreferenceChangeState<K: PreferenceKey>: PreferenceReader where K.Value: Equatable {
    var last: K.Value?
    var action: (K.Value) -> Void = { _ in }

    func reads(_ key: Any.Type) -> Bool { key == K.self }

    func recheck(_ node: GraphNode) {
        let value = PreferenceValues.value(K.self, below: node)
        guard value != last else { return }
        last = value
        action(value)
    }
}

extension View {
    /// Runs `action` with the value of `key` for this view's content each time the value changes.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }
}
