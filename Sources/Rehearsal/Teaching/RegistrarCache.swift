import RehearsalUI

/// Each object's registrar (``ObservableIdentity/registrar(of:)``), found by reflection once per object rather
/// than at every step: the state inventory asks it for every object on screen after every step, and the
/// reflection was most of a small step's cost.
///
/// An object's registrar never changes (the `@Observable` macro stores it in a `let`). An entry holds its object
/// weakly and is used only while that very object is alive, so an object made later at a freed one's address
/// is looked up afresh. Entries of freed objects are dropped when the table has doubled since the last sweep.
@MainActor enum RegistrarCache {
    private struct Entry {
        weak var object: AnyObject?
        let registrar: ObjectIdentifier?
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var sweepAt = 64

    /// The registrar of `object`, as ``ObservableIdentity/registrar(of:)`` finds it.
    static func registrar(of object: AnyObject) -> ObjectIdentifier? {
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object === object { return entry.registrar }
        let registrar = ObservableIdentity.registrar(of: object)
        entries[id] = Entry(object: object, registrar: registrar)
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.object != nil }
            sweepAt = max(64, entries.count * 2)
        }
        return registrar
    }
}
