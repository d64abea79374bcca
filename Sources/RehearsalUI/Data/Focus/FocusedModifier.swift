/// Ties the modified view to a focus state: it has focus when the state equals the modifier's value.
///
/// The modifier reads the state with tracking, so a change of focus made anywhere updates it; it passes a
/// `FocusTarget` down, whose topmost elements carry the `focused` trait while focused, and which a text
/// field uses to take focus when it is typed into.
package struct FocusedModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let binding: FocusState<Value>.Binding
    let value: Value
    /// The value that means "not focused" (`false` or `nil`), set when focus is given up.
    let unfocused: Value
    /// `nil` for the Boolean form, which prints as `.focused`.
    let printedValue: String?

    package func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        let binding = self.binding
        let value = self.value
        let unfocused = self.unfocused
        let isFocused = node.trackingReads { binding.wrappedValue == value }
        let store = node.graph.focusedValues
        let id = ObjectIdentifier(node)
        let unfocus: @MainActor () -> Void = { if binding.wrappedValue == value { binding.wrappedValue = unfocused } }
        store.setFocus(isFocused, of: node, unfocus: unfocus)
        node.cachedEnvironment(&environment, value: isFocused) { environment in
            environment.focusTarget = FocusTarget(
                modifier: id, isFocused: isFocused,
                focus: {
                    binding.wrappedValue = value
                    // Focus is in one place: the view that had it loses it.
                    store.unfocusOthers(than: id)
                },
                unfocus: unfocus)
        }
    }

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let name = printedValue.map { ".focused(equals: \($0))" } ?? ".focused"
        node.modifierAttributes = [binding.box.untrackedValue == value ? name + " [focused]" : name]
        if node.onUnmount == nil {
            let store = node.graph.focusedValues
            node.onUnmount = { [weak store] in store?.refresh() }
            node.onReappear = { [weak store] in store?.refresh() }
        }
    }
}

/// The focus of the nearest `.focused` modifier above, for the views it modifies.
package struct FocusTarget {
    /// The modifier's node, by identity only.
    package var modifier: ObjectIdentifier
    package var isFocused: Bool
    /// Gives focus to the modified view, as tapping or typing into it does.
    package var focus: @MainActor () -> Void
    /// Gives up focus if the modified view has it.
    package var unfocus: @MainActor () -> Void
}

extension EnvironmentValues {
    /// The focus target of the nearest `.focused` modifier above.
    package var focusTarget: FocusTarget? {
        get { self[FocusTargetKey.self] }
        set { self[FocusTargetKey.self] = newValue }
    }
}

/// The key that stores `EnvironmentValues.focusTarget`.
struct FocusTargetKey: EnvironmentKey {
    static var defaultValue: FocusTarget? { nil }
}

extension View {
    /// Ties the view's focus to a Boolean focus state.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(binding: condition, value: true, unfocused: false, printedValue: nil))
    }

    /// Ties the view's focus to one value of a focus state: it is focused while the state equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        modifier(
            FocusedModifier(
                binding: binding, value: Optional(value), unfocused: nil, printedValue: ValueDescription.short(value)))
    }
}
