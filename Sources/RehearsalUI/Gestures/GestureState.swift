/// A value a gesture sets while it goes on, as SwiftUI's `@GestureState`: `Gesture.updating(_:body:)` writes
/// it with each change, and it goes back to its initial value when the gesture ends. Views only read it.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let box: StateBox<Value>
    let initial: Value
    let reset: ((Value, inout Transaction) -> Void)?

    public init(wrappedValue: Value) {
        self.init(initial: wrappedValue, reset: nil)
    }

    public init(initialValue: Value) {
        self.init(initial: initialValue, reset: nil)
    }

    /// A gesture state whose reset happens in `resetTransaction` (Rehearsal resets at once either way).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(initial: wrappedValue, reset: nil)
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(initial: initialValue, reset: nil)
    }

    /// A gesture state that calls `reset` with the value it had when it goes back to the initial value.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(initial: wrappedValue, reset: reset)
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(initial: initialValue, reset: reset)
    }

    private init(initial: Value, reset: ((Value, inout Transaction) -> Void)?) {
        box = StateBox(initial)
        self.initial = initial
        self.reset = reset
    }

    public var wrappedValue: Value { box.value }

    /// The gesture state itself, for `updating($state)`.
    public var projectedValue: GestureState<Value> { self }

    /// Writes the value a gesture's `updating` body produced.
    @MainActor func update(_ body: (inout Value, inout Transaction) -> Void) {
        var value = box.untrackedValue
        var transaction = Transaction()
        body(&value, &transaction)
        box.value = value
    }

    /// Goes back to the initial value, as when the gesture ends.
    @MainActor func resetToInitial() {
        var transaction = Transaction()
        reset?(box.untrackedValue, &transaction)
        box.value = initial
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Gesture state whose initial value is `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension GestureState: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        if box.persist(in: node, slot: slot, name: name, wrapper: "@GestureState") != nil { return }
        for observer in node.graph.observers {
            observer.stateMounted(node: node, property: name, initial: initial)
        }
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        box.describe(in: node, slot: slot, name: name, wrapper: "@GestureState")
    }
}

extension Gesture {
    /// Writes `state` with `body` on each change of this gesture; `state` resets when the gesture ends.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A gesture that writes a `@GestureState` while it goes on and resets it when it ends.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, ResolvableGesture {
    public typealias Value = Base.Value

    public var base: Base
    public var state: GestureState<State>
    public var body: (Value, inout State, inout Transaction) -> Void

    init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        let state = state
        let body = body
        guard let base = base as? any ResolvableGesture else { return GestureActions() }
        return Self.actions(
            of: base,
            changed: { value in
                state.update { body(value, &$0, &$1) }
                changed(value)
            },
            ended: { value in
                state.resetToInitial()
                ended(value)
            })
    }

    var gestureDescription: String { resolvedDescription(of: base) + ".updating" }
}
