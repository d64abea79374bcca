import Synchronization

/// An object that announces its changes before they happen, as SwiftUI's data flow before Observation.
///
/// A view that holds one with `@StateObject`, `@ObservedObject` or `@EnvironmentObject` is re-evaluated when
/// the object's `objectWillChange` sends, whatever property its body read; a view that only reads the
/// object through a plain property is not. `@Published` properties send for you.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, made the first time it is asked for and kept for the object's lifetime.
    public var objectWillChange: ObservableObjectPublisher { ObjectWillChangeTable.publisher(for: self) }
}

/// The publishers of objects that do not declare their own `objectWillChange`, one per live object.
///
/// Entries hold the object weakly: an identifier reused by a new object after the old one was freed
/// finds a dead entry and gets a fresh publisher. Dead entries are swept as the table grows.
enum ObjectWillChangeTable {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private static let table = Mutex<(entries: [ObjectIdentifier: Entry], sweepAt: Int)>(([:], 64))

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        return table.withLock { state in
            if let entry = state.entries[id], entry.object === object { return entry.publisher }
            if state.entries.count >= state.sweepAt {
                state.entries = state.entries.filter { $0.value.object != nil }
                state.sweepAt = max(64, state.entries.count * 2)
            }
            let publisher = ObservableObjectPublisher()
            state.entries[id] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }
}
