import Foundation

/// What `@AppStorage` and `@SceneStorage` share: the key, the default, the codec and the linked store.
struct StorageCore<Value> {
    enum Kind {
        case app, scene

        var wrapper: String { self == .app ? "@AppStorage" : "@SceneStorage" }
    }

    let kind: Kind
    let key: String
    let defaultValue: Value
    let codec: StorageCodec<Value>
    /// The `UserDefaults` passed as `store:`, if any.
    let explicitStore: UserDefaults?
    let box = StorageBox()

    var value: Value {
        get {
            let stored = box.store.entry(key).value ?? box.seed?.read(key)
            return stored.flatMap(codec.decode) ?? defaultValue
        }
        nonmutating set { box.store.set(codec.encode(newValue), forKey: key) }
    }

    /// The current value, read without making the caller depend on it.
    var untrackedValue: Value {
        let stored = box.store.value(forKey: key) ?? box.seed?.read(key)
        return stored.flatMap(codec.decode) ?? defaultValue
    }

    var binding: Binding<Value> {
        let core = self
        return Binding(get: { core.value }, set: { core.value = $0 })
    }

    @MainActor func link(to node: GraphNode, slot: Int) {
        let store = kind == .app ? node.graph.appStorage : node.graph.sceneStorage
        store.inbox = node.graph.inbox
        box.store = store
        // The machine's standard defaults are never read: a preview must run the same everywhere.
        if kind == .app, let seedStore = explicitStore ?? node.environment.defaultAppStorage,
            seedStore !== UserDefaults.standard
        {
            box.seed = StorageSeed(read: { seedStore.object(forKey: $0) })
        }
        node.setStorage(box, at: slot)
    }

    func describe(name: String) -> PropertyDescription {
        PropertyDescription(wrapper: kind.wrapper, text: "\(name)=\(Self.describe(untrackedValue))")
    }

    func listed(name: String) -> ViewProperty {
        ViewProperty(
            name: name, kind: .other(wrapper: "\(kind.wrapper)(\(ValueDescription.short(key)))"),
            value: Self.describe(untrackedValue), object: nil)
    }

    private static func describe(_ value: Value) -> String {
        if let optional = value as Any as? any OptionalDescribing { return optional.storedDescription }
        return AppStorageStore.describe(value)
    }
}

/// An optional stored value, described as `nil` or as its wrapped value.
private protocol OptionalDescribing {
    var storedDescription: String { get }
}

extension Optional: OptionalDescribing {
    fileprivate var storedDescription: String {
        switch self {
        case .none: "nil"
        case .some(let wrapped): AppStorageStore.describe(wrapped)
        }
    }
}

extension StorageBox {
    /// The store this box reads; a store of its own until the graph links it.
    var store: AppStorageStore {
        get {
            if let linked = linkedStore { return linked }
            let own = AppStorageStore()
            linkedStore = own
            return own
        }
        set { linkedStore = newValue }
    }
}
