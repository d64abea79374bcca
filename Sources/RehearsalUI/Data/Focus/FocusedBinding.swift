/// Reads and writes through a binding that the focused view or one of its ancestors publishes:
/// `@FocusedBinding(\.noteTitle) var title: String?`.
///
/// The wrapped value is the binding's value, or `nil` when nothing in the focused hierarchy publishes one;
/// setting it writes through the binding (setting `nil` does nothing).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let read: (FocusedValues) -> Binding<Value>?
    let box = FocusedValuesLink()

    /// A reader of the binding at `keyPath` of `FocusedValues`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        read = { $0[keyPath: keyPath] }
    }

    @MainActor private var binding: Binding<Value>? {
        guard let store = box.store else { return nil }
        return read(store.values)
    }

    /// The bound value where focus is now; `nil` when nothing publishes the binding.
    @MainActor public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            guard let newValue else { return }
            binding?.wrappedValue = newValue
        }
    }

    /// A binding to the optional value.
    @MainActor public var projectedValue: Binding<Value?> {
        let binding = binding
        return Binding(
            get: { binding?.wrappedValue },
            set: { newValue in
                if let newValue { binding?.wrappedValue = newValue }
            })
    }
}

extension FocusedBinding: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        box.store = node.graph.focusedValues
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        let value = read(node.graph.focusedValues.untrackedValues)?.wrappedValue
        return PropertyDescription(wrapper: "@FocusedBinding", text: "\(name)=\(ValueDescription.short(value as Any))")
    }
}

extension FocusedBinding: ComparedByObservation {}
