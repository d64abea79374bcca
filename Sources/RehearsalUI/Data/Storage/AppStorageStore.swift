import Foundation
import Observation

/// The in-memory defaults that `@AppStorage` and `@SceneStorage` read and write: one per session, so a
/// preview never reads or writes the machine's real `UserDefaults` and every run starts the same.
///
/// Each key is observable on its own, so changing one re-evaluates exactly the views that read it. The
/// shell's `defaults` command and preview stubs (`.defaultAppStorage(_:)`) set values; `state` lists them.
/// Used on the main actor only, as views are, which makes the `@unchecked Sendable` safe.
package final class AppStorageStore: @unchecked Sendable {
    private var entries: [String: AppStorageEntry] = [:]
    /// Where the graph learns why readers were re-evaluated; set when a graph links a reader.
    var inbox: InvalidationInbox?
    /// What the store is called in causes and listings: `@AppStorage` or `@SceneStorage`.
    let wrapper: String

    package init(wrapper: String = "@AppStorage") { self.wrapper = wrapper }

    func entry(_ key: String) -> AppStorageEntry {
        if let entry = entries[key] { return entry }
        let created = AppStorageEntry()
        entries[key] = created
        return created
    }

    /// The stored value of a key, read without making the caller depend on it.
    package func value(forKey key: String) -> Any? { entries[key]?.untrackedValue }

    /// Sets or, with `nil`, removes a key's value; its readers are re-evaluated on the next flush.
    package func set(_ value: Any?, forKey key: String) {
        let entry = entry(key)
        let old = entry.untrackedValue.map(Self.describe) ?? "nil"
        let new = value.map(Self.describe) ?? "nil"
        inbox?.post(.stateChanged(.session("\(wrapper)(\"\(key)\") changed: \(old) → \(new)")))
        entry.value = value
    }

    /// Every key that holds a value, sorted, with its value described: `username = "ada"`.
    package var listing: [(key: String, value: String)] {
        entries.keys.sorted().compactMap { key in
            entries[key]?.untrackedValue.map { (key, Self.describe($0)) }
        }
    }

    /// Forgets every value (time travel starts the session over).
    package func removeAll() {
        for key in entries.keys where entries[key]?.untrackedValue != nil { set(nil, forKey: key) }
    }

    /// A value as the listings print it: strings quoted, URLs and data described.
    package static func describe(_ value: Any) -> String {
        switch value {
        case let url as URL: "URL(\(ValueDescription.short(url.absoluteString)))"
        case let data as Data: "Data(\(data.count) bytes)"
        default: ValueDescription.short(value)
        }
    }
}

/// One key of an ``AppStorageStore``: observable, so the graph learns which bodies read it.
final class AppStorageEntry: Observable, StateStorage, @unchecked Sendable {
    // Main actor only, like the store that owns it.
    private let registrar = ObservationRegistrar()
    private var stored: Any?

    var value: Any? {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set { registrar.withMutation(of: self, keyPath: \.value) { stored = newValue } }
    }

    var untrackedValue: Any? { stored }
}
