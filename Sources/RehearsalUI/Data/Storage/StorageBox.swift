/// Where one `@AppStorage` or `@SceneStorage` instance reads and writes once the graph has linked it.
///
/// Before linking (a view read outside the graph) it uses a store of its own, so reads still work.
final class StorageBox {
    var linkedStore: AppStorageStore?
    /// Reads the `UserDefaults` a preview passed (`.defaultAppStorage(_:)` or `store:`), for keys the
    /// session's store does not hold.
    var seed: StorageSeed?
}

/// Reads the value of a key from the `UserDefaults` a preview passed, to seed the session's store.
struct StorageSeed {
    let read: (String) -> Any?
}
