/// Which view has the assistive technology's focus (VoiceOver's cursor), owned by a view like a `@State`:
/// `@AccessibilityFocusState private var isFocused: Bool` or `... var focus: Field?`.
///
/// The value is kept per identity as `@State` is; `.accessibilityFocused($focus, equals: .name)` ties a view
/// to a value, and the tree prints whether the view has that focus.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    let box: StateBox<Value>

    /// A focus state for one view: `true` when it has the assistive focus.
    public init() where Value == Bool {
        box = StateBox(false)
    }

    /// A focus state for several views, each tied to one value; `nil` when none of them has the focus.
    public init<T: Hashable>() where Value == T? {
        box = StateBox(nil)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// The binding that `.accessibilityFocused(_:)` and `.accessibilityFocused(_:equals:)` take.
    public var projectedValue: AccessibilityFocusState<Value>.Binding {
        Binding(box: box.resolved)
    }

    /// A binding to an accessibility focus state, made with `$focus`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>

        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }
}

extension AccessibilityFocusState: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        box.persist(in: node, slot: slot, name: name, wrapper: "@AccessibilityFocusState")
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        box.describe(in: node, slot: slot, name: name, wrapper: "@AccessibilityFocusState")
    }
}

extension AccessibilityFocusState: ComparedByObservation {}
extension AccessibilityFocusState.Binding: ComparedByObservation {}
