/// Which view has keyboard focus, owned by a view like a `@State`: `@FocusState private var focus: Field?`.
///
/// The value is kept per identity as `@State` is; `.focused($focus, equals: .title)` ties a view to a value,
/// the focused element carries the `focused` trait, and typing into a text field focuses it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: StateBox<Value>

    /// A focus state for one view: `true` when it has focus.
    public init() where Value == Bool {
        box = StateBox(false)
    }

    /// A focus state for several views, each tied to one value; `nil` when none of them has focus.
    public init<T: Hashable>() where Value == T? {
        box = StateBox(nil)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// The binding that `.focused(_:)` and `.focused(_:equals:)` take.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(box: box.resolved)
    }

    /// A binding to a focus state, made with `$focus`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>

        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        box.persist(in: node, slot: slot, name: name, wrapper: "@FocusState")
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        box.describe(in: node, slot: slot, name: name, wrapper: "@FocusState")
    }
}

extension FocusState: ComparedByObservation {}
extension FocusState.Binding: ComparedByObservation {}
