/// A read-write reference to a value owned elsewhere: a view's `@State`, an object's property, or a constant.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction applied to changes made through this binding.
    public var transaction = Transaction()
    /// Where the binding points, for telling a child's new binding from its old one.
    var identity: BindingIdentity?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    init(stateBox box: StateBox<Value>) {
        getter = { box.value }
        setter = { value, _ in box.value = value }
        identity = .location(ObjectIdentifier(box))
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        var binding = Binding(get: { value }, set: { _ in })
        binding.identity = .constant
        return binding
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue, transaction) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        var binding = Binding<Subject>(
            get: { base.wrappedValue[keyPath: keyPath] },
            set: { newValue, transaction in
                var value = base.wrappedValue
                value[keyPath: keyPath] = newValue
                base.setter(value, transaction)
            }
        )
        binding.identity = identity?.appending(keyPath)
        return binding
    }

    /// A binding with the given transaction.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    /// A binding whose changes are animated; animation is out of scope, so only the transaction records it.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }
}

extension Binding {
    /// Lifts a binding to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            get: { base.wrappedValue },
            set: { value, transaction in
                if let value { base.setter(value, transaction) }
            })
        identity = base.identity?.appending("optional")
    }

    /// Unwraps a binding to an optional value, or fails when it is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(
            get: { base.wrappedValue ?? initial },
            set: { value, transaction in
                base.setter(value, transaction)
            })
        identity = base.identity?.appending("unwrapped")
    }

    /// Erases a binding to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(
            get: { AnyHashable(base.wrappedValue) },
            set: { value, transaction in
                if let value = value.base as? V { base.setter(value, transaction) }
            })
        identity = base.identity?.appending("anyHashable")
    }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        var binding = Binding<Value.Element>(
            get: { base.wrappedValue[position] },
            set: { newValue, transaction in
                var value = base.wrappedValue
                value[position] = newValue
                base.setter(value, transaction)
            }
        )
        binding.identity = identity?.appending(position as? AnyHashable)
        return binding
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}
