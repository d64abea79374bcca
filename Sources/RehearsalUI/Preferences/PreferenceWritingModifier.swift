/// Sets or transforms a preference key's value for the modified content: `.preference(key:value:)`,
/// `.transformPreference(_:_:)`.
///
/// Each update keeps what the modifier does in its node and asks the readers of the key above it to read
/// their value again after the update, so a child's state change reaches its ancestors' `onPreferenceChange`;
/// a writer that leaves the tree (or disappears) asks them too.
package struct PreferenceWritingModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let action: PreferenceWriterState<K>.Action
    let attribute: String

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [attribute]
        let state: PreferenceWriterState<K>
        if let existing = node.modifierState as? PreferenceWriterState<K> {
            state = existing
            state.action = action
        } else {
            state = PreferenceWriterState<K>(action)
            node.modifierState = state
            state.readers = PreferenceValues.readers(K.self, above: node)
            // A writer that leaves the tree takes its value with it.
            node.onUnmount = { [state] in
                for link in state.readers { link.recheck() }
            }
        }
        for link in state.readers {
            node.graph.enqueueAppear { link.recheck() }
        }
    }
}

/// What a preference-writing modifier does, kept on its node for the readers above it.
final class PreferenceWriterState<K: PreferenceKey> {
    enum Action {
        case set(K.Value)
        case transform((inout K.Value) -> Void)
    }

    var action: Action
    /// The readers of the key above the writer, asked to read again after each of its updates.
    var readers: [PreferenceReaderLink] = []

    init(_ action: Action) { self.action = action }
}

extension View {
    /// Sets `value` for `key`: ancestors reading the key see it, in place of what this view's content sets.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(
            PreferenceWritingModifier<K>(
                action: .set(value),
                attribute: ".preference(key: \(ViewTypeName.of(K.self)).self, value: \(ValueDescription.short(value)))"
            ))
    }

    /// Changes the value of `key` that this view's content produces (its default value if it sets none).
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(
            PreferenceWritingModifier<K>(
                action: .transform(callback), attribute: ".transformPreference(\(ViewTypeName.of(K.self)).self)"))
    }

    /// Sets `key` from a geometry anchor of this view; headless, an anchor is opaque (it has no geometry).
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(
            PreferenceWritingModifier<K>(
                action: .set(transform(Anchor<A>())),
                attribute: ".anchorPreference(key: \(ViewTypeName.of(K.self)).self, value: .\(value.name))"))
    }

    /// Changes `key` from a geometry anchor of this view; headless, an anchor is opaque.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(
            PreferenceWritingModifier<K>(
                action: .transform { transform(&$0, Anchor<A>()) },
                attribute: ".transformAnchorPreference(key: \(ViewTypeName.of(K.self)).self, value: .\(value.name))"))
    }
}
