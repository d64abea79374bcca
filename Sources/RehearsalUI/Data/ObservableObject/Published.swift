/// A property of an `ObservableObject` that sends the object's `objectWillChange` before each change.
///
/// As with Combine's, `$property` is a publisher of the property's values: it sends the current value when
/// subscribed, then each new value before it is stored (`willSet`).
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    public init(initialValue: Value) {
        storage = PublishedStorage(initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's values as a publisher: `$query.sink { ... }`.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        // Combine lets `$value` be reassigned; here it is always the property's own publisher.
        set {}
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            (object.objectWillChange as Any as? ObservableObjectPublisher)?.send(changing: storageKeyPath)
            storage.willSet(newValue)
            storage.value = newValue
        }
    }

    /// The publisher of a `@Published` property's values.
    public struct Publisher: RehearsalUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        public func _receive(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
            storage.subscribe(receive)
        }
    }
}

/// The value of one `@Published` property and the subscribers of its publisher.
///
/// Read and written where the object is used (the main actor for view models), as Combine's storage is.
final class PublishedStorage<Value> {
    var value: Value
    private var subscribers: [(id: Int, receive: (Value) -> Void)] = []
    private var nextID = 0

    init(_ value: Value) { self.value = value }

    func willSet(_ newValue: Value) {
        for subscriber in subscribers { subscriber.receive(newValue) }
    }

    func subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        nextID += 1
        let id = nextID
        subscribers.append((id, receive))
        receive(value)
        return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }
}

/// A `@Published` property seen by reflection, for the state listing.
package protocol PublishedProperty {
    var currentValue: Any { get }
}

extension Published: PublishedProperty {
    package var currentValue: Any { storage.value }
}
