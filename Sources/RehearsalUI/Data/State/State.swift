/// A value owned by a view and kept by the graph for as long as the view's identity stays in the tree.
///
/// As in SwiftUI, the initial value is used only when the view first appears; later values of the view
/// (made when its parent is re-evaluated) read and write the persisted storage.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    @usableFromInline let box: StateBox<Value>

    // Inlinable, so the view's module makes the box of its own value type: unspecialized, the initializer looked up
    // `StateBox<Value>`'s metadata by its arguments on every call (a mount makes a box for every `@State` of a row).
    @inlinable public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    @inlinable public init(initialValue value: Value) {
        box = StateBox(value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the persisted value.
    public var projectedValue: Binding<Value> {
        Binding(stateBox: box.resolved)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State whose initial value is `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: @unchecked Sendable where Value: Sendable {}

extension State: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        if let persisted = box.persist(in: node, slot: slot, name: name) {
            node.graph.checkStateCopy(node: node, name: name, persisted: persisted, fresh: box)
            return
        }
        for observer in node.graph.observers {
            observer.stateMounted(node: node, property: name, initial: box.initialValue)
        }
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        box.describe(in: node, slot: slot, name: name, wrapper: "@State")
    }
}
