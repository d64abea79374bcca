import Foundation

/// A value kept in the session's in-memory scene storage under a key; reading it makes the view depend on it.
///
/// Same overloads as SwiftUI's. Setting it re-evaluates exactly the views that read the key.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let core: StorageCore<Value>

    init(_ key: String, default value: Value, codec: StorageCodec<Value>, store: UserDefaults?) {
        core = StorageCore(kind: .scene, key: key, defaultValue: value, codec: codec, explicitStore: store)
    }

    public var wrappedValue: Value {
        get { core.value }
        nonmutating set { core.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { core.binding }
}

extension SceneStorage where Value == Bool {
    public init(wrappedValue: Bool, _ key: String) {
        self.init(key, default: wrappedValue, codec: .bool, store: nil)
    }
}

extension SceneStorage where Value == Bool? {
    public init(_ key: String) {
        self.init(key, default: nil, codec: .optional(.bool), store: nil)
    }
}

extension SceneStorage where Value == Int {
    public init(wrappedValue: Int, _ key: String) {
        self.init(key, default: wrappedValue, codec: .int, store: nil)
    }
}

extension SceneStorage where Value == Int? {
    public init(_ key: String) {
        self.init(key, default: nil, codec: .optional(.int), store: nil)
    }
}

extension SceneStorage where Value == Double {
    public init(wrappedValue: Double, _ key: String) {
        self.init(key, default: wrappedValue, codec: .double, store: nil)
    }
}

extension SceneStorage where Value == Double? {
    public init(_ key: String) {
        self.init(key, default: nil, codec: .optional(.double), store: nil)
    }
}

extension SceneStorage where Value == String {
    public init(wrappedValue: String, _ key: String) {
        self.init(key, default: wrappedValue, codec: .string, store: nil)
    }
}

extension SceneStorage where Value == String? {
    public init(_ key: String) {
        self.init(key, default: nil, codec: .optional(.string), store: nil)
    }
}

extension SceneStorage where Value == URL {
    public init(wrappedValue: URL, _ key: String) {
        self.init(key, default: wrappedValue, codec: .url, store: nil)
    }
}

extension SceneStorage where Value == URL? {
    public init(_ key: String) {
        self.init(key, default: nil, codec: .optional(.url), store: nil)
    }
}

extension SceneStorage where Value == Data {
    public init(wrappedValue: Data, _ key: String) {
        self.init(key, default: wrappedValue, codec: .data, store: nil)
    }
}

extension SceneStorage where Value == Data? {
    public init(_ key: String) {
        self.init(key, default: nil, codec: .optional(.data), store: nil)
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key, default: wrappedValue, codec: .raw(.int), store: nil)
    }
}

extension SceneStorage {
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key, default: nil, codec: .optional(.raw(.int)), store: nil)
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key, default: wrappedValue, codec: .raw(.string), store: nil)
    }
}

extension SceneStorage {
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key, default: nil, codec: .optional(.raw(.string)), store: nil)
    }
}

extension SceneStorage: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        core.link(to: node, slot: slot)
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        core.describe(name: name)
    }
}

extension SceneStorage: ListedProperty {
    func listed(node: GraphNode, slot: Int, name: String) -> ViewProperty { core.listed(name: name) }
}

extension SceneStorage: ComparedByObservation {}
