import Foundation

/// A value kept in the session's in-memory defaults under a key; reading it makes the view depend on it.
///
/// Same overloads as SwiftUI's. Setting it re-evaluates exactly the views that read the key. `store:` is accepted; the session's in-memory store is used, seeded from it.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let core: StorageCore<Value>

    init(_ key: String, default value: Value, codec: StorageCodec<Value>, store: UserDefaults?) {
        core = StorageCore(kind: .app, key: key, defaultValue: value, codec: codec, explicitStore: store)
    }

    public var wrappedValue: Value {
        get { core.value }
        nonmutating set { core.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { core.binding }
}

extension AppStorage where Value == Bool {
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) {
        self.init(key, default: wrappedValue, codec: .bool, store: store)
    }
}

extension AppStorage where Value == Bool? {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key, default: nil, codec: .optional(.bool), store: store)
    }
}

extension AppStorage where Value == Int {
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) {
        self.init(key, default: wrappedValue, codec: .int, store: store)
    }
}

extension AppStorage where Value == Int? {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key, default: nil, codec: .optional(.int), store: store)
    }
}

extension AppStorage where Value == Double {
    public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) {
        self.init(key, default: wrappedValue, codec: .double, store: store)
    }
}

extension AppStorage where Value == Double? {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key, default: nil, codec: .optional(.double), store: store)
    }
}

extension AppStorage where Value == String {
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) {
        self.init(key, default: wrappedValue, codec: .string, store: store)
    }
}

extension AppStorage where Value == String? {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key, default: nil, codec: .optional(.string), store: store)
    }
}

extension AppStorage where Value == URL {
    public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) {
        self.init(key, default: wrappedValue, codec: .url, store: store)
    }
}

extension AppStorage where Value == URL? {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key, default: nil, codec: .optional(.url), store: store)
    }
}

extension AppStorage where Value == Data {
    public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) {
        self.init(key, default: wrappedValue, codec: .data, store: store)
    }
}

extension AppStorage where Value == Data? {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key, default: nil, codec: .optional(.data), store: store)
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key, default: wrappedValue, codec: .raw(.int), store: store)
    }
}

extension AppStorage {
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key, default: nil, codec: .optional(.raw(.int)), store: store)
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key, default: wrappedValue, codec: .raw(.string), store: store)
    }
}

extension AppStorage {
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String {
        self.init(key, default: nil, codec: .optional(.raw(.string)), store: store)
    }
}

extension AppStorage: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        core.link(to: node, slot: slot)
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        core.describe(name: name)
    }
}

extension AppStorage: ListedProperty {
    func listed(node: GraphNode, slot: Int, name: String) -> ViewProperty { core.listed(name: name) }
}

extension AppStorage: ComparedByObservation {}
