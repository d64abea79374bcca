/// The values a view reads from its environment, each set by an ancestor or left at its default.
///
/// Storage is a persistent list shared between a parent and its children, so passing an environment down
/// costs nothing and two environments that share storage are known to be equal without comparing values.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: EnvironmentStorage?

    public init() {}

    /// The value for a key, or its default when no ancestor set it.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Bind the entry before casting: `nil as? T?` succeeds with `.some(nil)`, which would hide the
            // default of a key whose value is optional.
            let entry = storage?.entry(for: ObjectIdentifier(key))
            EnvironmentReads.note(key: ObjectIdentifier(key), keyType: key, entry: entry)
            if let found = entry?.value, let value = found as? Key.Value { return value }
            return Key.defaultValue
        }
        set {
            storage = EnvironmentStorage(
                parent: storage, key: ObjectIdentifier(key), name: String(describing: key), value: newValue)
        }
    }

    /// The environment object of a type, if an ancestor injected one (and no nearer one removed it).
    package func object(_ type: ObjectIdentifier) -> AnyObject? {
        let entry = storage?.entry(for: type)
        EnvironmentReads.note(key: type, keyType: nil, entry: entry)
        return (entry?.value as? InjectedObject)?.object
    }

    /// The entry that holds `key`'s value (or an injected object), nearest first; `nil` when none is set.
    func entry(for key: ObjectIdentifier) -> EnvironmentStorage? { storage?.entry(for: key) }

    /// Injects an object, found later by `type`: the static type it was injected as, as SwiftUI keys it,
    /// so a subclass injected `as Client` is found by `@Environment(Client.self)`. `nil` removes one.
    package mutating func setObject(_ object: AnyObject?, as type: Any.Type) {
        storage = EnvironmentStorage(
            parent: storage, key: ObjectIdentifier(type), name: ViewTypeName.of(type),
            value: InjectedObject(object: object))
    }

    /// Whether a key of `mask` (`EnvironmentStorage.keyMask(of:)`) may be set here: `false` when none is, so each
    /// reads its default. Asking notes no read.
    func mayHold(anyOf mask: UInt64) -> Bool {
        guard let storage else { return false }
        return storage.keyMask & mask != 0
    }

    /// Whether two environments share storage (and so hold the same values).
    package func isIdentical(to other: EnvironmentValues) -> Bool { storage === other.storage }

    /// The names of the keys and objects set, nearest first, each once.
    package var setNames: [String] {
        var names: [String] = []
        var seen: Set<ObjectIdentifier> = []
        var node = storage
        while let current = node {
            let removed = (current.value as? InjectedObject).map { $0.object == nil } ?? false
            if seen.insert(current.key).inserted, !removed { names.append(current.name) }
            node = current.parent
        }
        return names
    }

    public var description: String { "EnvironmentValues(\(setNames.joined(separator: ", ")))" }
}

/// An object injected in the environment, or `nil` where `.environment(nil as T?)` removed one.
struct InjectedObject {
    var object: AnyObject?
}

/// One entry of an environment's persistent list.
final class EnvironmentStorage {
    let parent: EnvironmentStorage?
    let key: ObjectIdentifier
    let name: String
    let value: Any
    /// The keys set in this entry and its ancestors, one bit each (`keyBit(_:)`, shared by several keys): a key
    /// whose bit is clear is set nowhere in the list, so a lookup of an unset key stops at once instead of walking
    /// to the root (a primitive looks up about a dozen keys, most of them unset).
    let keyMask: UInt64

    init(parent: EnvironmentStorage?, key: ObjectIdentifier, name: String, value: Any) {
        self.parent = parent
        self.key = key
        self.name = name
        self.value = value
        keyMask = (parent?.keyMask ?? 0) | Self.keyBit(key)
    }

    /// One of 64 bits for a key, from its type's address (metadata is 8-byte aligned, so the low bits are dropped).
    static func keyBit(_ key: ObjectIdentifier) -> UInt64 {
        let address = UInt(bitPattern: key)
        return 1 << UInt64(((address >> 3) ^ (address >> 9) ^ (address >> 15)) & 63)
    }

    /// The bits of several keys (`EnvironmentValues.mayHold(anyOf:)`).
    static func keyMask(of keys: [any EnvironmentKey.Type]) -> UInt64 {
        var mask: UInt64 = 0
        for key in keys { mask |= keyBit(ObjectIdentifier(key)) }
        return mask
    }

    func find(_ key: ObjectIdentifier) -> Any? { entry(for: key)?.value }

    /// The nearest entry for `key`: this one or an ancestor.
    func entry(for key: ObjectIdentifier) -> EnvironmentStorage? {
        let bit = Self.keyBit(key)
        // Past the last entry that could hold the key, none does. The walk holds no references of its own (every
        // entry is kept by this one, its descendant): a primitive's dozen lookups retained and released each entry.
        unowned(unsafe) var current = self
        while current.keyMask & bit != 0 {
            if current.key == key { return current }
            guard let parent = current.parent else { return nil }
            current = parent
        }
        return nil
    }
}

/// A key for a value in the environment, with the value used when no ancestor sets one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
