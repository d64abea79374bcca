import Foundation

extension View {
    /// Seeds the `@AppStorage` below from `store`: keys the session's in-memory defaults do not hold are
    /// read from it, so a preview stub can start a screen with saved settings. Writes stay in the session.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        modifier(
            EnvironmentModifier(
                attribute: ".defaultAppStorage(UserDefaults)", value: ObjectIdentifier(store),
                write: { $0.defaultAppStorage = store }))
    }
}

extension EnvironmentValues {
    /// The `UserDefaults` a `.defaultAppStorage(_:)` above passed, if any.
    package var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

/// The key that stores `EnvironmentValues.defaultAppStorage`.
struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}
