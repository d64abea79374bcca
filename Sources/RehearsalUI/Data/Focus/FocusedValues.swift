/// The values that the focused view and its ancestors publish with `.focusedValue(_:_:)`, and those the scene
/// publishes with `.focusedSceneValue(_:_:)`, as SwiftUI's `FocusedValues`.
///
/// Declare one in an `extension FocusedValues` with `@Entry var selectedNote: Note?` (or a `FocusedValueKey` and
/// a computed property); read it with `@FocusedValue(\.selectedNote)`. Every value is optional: `nil` when
/// nothing in the focused view hierarchy publishes it.
public struct FocusedValues {
    /// The values by key type (a `FocusedValueKey`, or an `Observable` class published by `focusedValue(_:)`).
    var storage: [ObjectIdentifier: Any] = [:]

    /// An empty set of values; views publish into the one the graph keeps.
    public init() {}

    /// The value published for `key`, or `nil` when nothing in the focused view hierarchy publishes it.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The published object of an `Observable` class (`focusedValue(_:)`, `@FocusedValue(Model.self)`).
    subscript<T: AnyObject & Observable>(object type: T.Type) -> T? {
        get { storage[ObjectIdentifier(type)] as? T }
        set { storage[ObjectIdentifier(type)] = newValue }
    }
}

/// A key for a value in `FocusedValues`; unlike an `EnvironmentKey` it has no default, which is always `nil`.
public protocol FocusedValueKey {
    associatedtype Value
}
