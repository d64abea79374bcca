/// A value owned by a view and kept by the graph for as long as the view's identity stays in the tree.
///
/// As in SwiftUI, the initial value is used only when the view first appears; later values of the view
/// (made when its parent is re-evaluated) read and write the persisted storage.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    public init(initialValue value: Value) {
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
        if slot < node.propertyStorage.count, let persisted = node.propertyStorage[slot] as? StateBox<Value> {
            box.link(to: persisted)
            node.graph.checkStateCopy(node: node, name: name, persisted: persisted, fresh: box)
            return
        }
        box.owner = node
        box.name = name
        node.setStorage(box, at: slot)
        for observer in node.graph.observers {
            observer.stateMounted(node: node, property: name, initial: box.initialValue)
        }
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        // A view value kept without re-evaluation (equal inputs) was never linked: read the persisted box.
        let persisted = slot < node.propertyStorage.count ? node.propertyStorage[slot] as? StateBox<Value> : nil
        return PropertyDescription(
            wrapper: "@State", text: "\(name)=\(ValueDescription.short((persisted ?? box).untrackedValue))")
    }
}
