import Foundation
import Synchronization

/// One environment key (or injected object) a view's body read, and the entry it found.
///
/// An entry of the environment's persistent list is immutable, so while a later environment finds the
/// same entry for the key, the view sees the same value; a different entry is compared by value.
package struct EnvironmentRead {
    /// The key's type or the injected object's static type.
    let key: ObjectIdentifier
    /// The key's type, to get its default when no entry is found; `nil` for an injected object.
    let keyType: (any EnvironmentKey.Type)?
    /// The entry found, or `nil` when the key was unset (the default was read, or no object was injected).
    let entry: EnvironmentStorage?
    /// The key path the view read through, when an `@Environment(\.name)` read it: it names the key.
    let keyPath: AnyKeyPath?

    /// How `explain` names the key: `\.colorScheme`, or an injected object's type name.
    package var name: String {
        if let keyPath, let property = KeyPathNames.propertyName(keyPath) { return "\\.\(property)" }
        if keyType == nil { return "object " + (entry?.name ?? "that was not injected") }
        let type = entry?.name ?? keyType.map { String(describing: $0) } ?? ""
        // `@Entry var accent` makes `__Key_accent`; the system keys are named `ColorSchemeKey` and the like.
        if type.hasPrefix("__Key_") { return "\\." + type.dropFirst("__Key_".count) }
        guard type.hasSuffix("Key"), let first = type.first else { return type }
        return "\\." + first.lowercased() + type.dropFirst().dropLast(3)
    }

    /// Whether `environment` gives the view what it read.
    func isUnchanged(in environment: EnvironmentValues) -> Bool {
        let found = environment.entry(for: key)
        if found === entry { return true }
        if keyType == nil {
            // An injected object: the same object, or still none.
            let old = (entry?.value as? InjectedObject)?.object
            let new = (found?.value as? InjectedObject)?.object
            return old === new
        }
        guard let keyType else { return false }
        let old = entry?.value ?? keyType.defaultValueAsAny
        let new = found?.value ?? keyType.defaultValueAsAny
        return EnvironmentCache.same(old, new)
    }
}

extension EnvironmentKey {
    fileprivate static var defaultValueAsAny: Any { defaultValue }
}

/// Records the environment keys a view's body reads, so that a change of another key leaves it alone.
///
/// SwiftUI re-evaluates a view when a value it reads from the environment changes, not when any value does.
/// The graph records the reads of one body at a time (`begin()`/`end(_:)` around linking its properties and
/// evaluating it). Graphs may evaluate on several threads at once (tests), so each thread records on its
/// own `Recorder`, kept in a thread-specific slot; a count of recording threads keeps reads free when none is.
package enum EnvironmentReads {
    /// One thread's recording: the reads so far and the key path being read through.
    private final class Recorder {
        @exclusivity(unchecked) var log: [EnvironmentRead] = []
        @exclusivity(unchecked) var keyPath: AnyKeyPath?
        @exclusivity(unchecked) var depth = 0
    }

    /// How many threads record now; reads skip the thread-specific lookup when none does.
    private static let recordingThreads = Atomic<Int>(0)
    /// The slot of each thread's `Recorder`, released when the thread ends.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// What an enclosing recording on the same thread had, restored by `end(_:)`.
    package struct Saved {
        fileprivate let log: [EnvironmentRead]
        fileprivate let keyPath: AnyKeyPath?
    }

    /// Starts recording the reads of this thread.
    package static func begin() -> Saved {
        let recorder = threadRecorder ?? makeRecorder()
        let saved = Saved(log: recorder.log, keyPath: recorder.keyPath)
        recorder.log = []
        recorder.keyPath = nil
        recorder.depth += 1
        if recorder.depth == 1 { recordingThreads.add(1, ordering: .relaxed) }
        return saved
    }

    /// Ends the recording `begin()` started and returns what it read, each key once, in the order read.
    package static func end(_ saved: Saved) -> [EnvironmentRead] {
        guard let recorder = threadRecorder, recorder.depth > 0 else { return [] }
        let reads = recorder.log
        recorder.log = saved.log
        recorder.keyPath = saved.keyPath
        recorder.depth -= 1
        if recorder.depth == 0 { recordingThreads.subtract(1, ordering: .relaxed) }
        return reads
    }

    /// Runs `read` (an `@Environment(\.name)` reading its key path), naming the key it reads after `path`.
    static func reading<Value>(through path: AnyKeyPath, _ read: () -> Value) -> Value {
        guard let recorder = activeRecorder else { return read() }
        let outer = recorder.keyPath
        recorder.keyPath = path
        defer { recorder.keyPath = outer }
        return read()
    }

    /// Notes that a key (or an injected object's type) was looked up and what was found.
    static func note(key: ObjectIdentifier, keyType: (any EnvironmentKey.Type)?, entry: EnvironmentStorage?) {
        guard let recorder = activeRecorder, !recorder.log.contains(where: { $0.key == key }) else { return }
        recorder.log.append(EnvironmentRead(key: key, keyType: keyType, entry: entry, keyPath: recorder.keyPath))
    }

    /// Whether this thread records reads now: a read then counts, even of a key that is not set.
    static var isRecording: Bool { activeRecorder != nil }

    /// This thread's recorder while it records.
    private static var activeRecorder: Recorder? {
        guard recordingThreads.load(ordering: .relaxed) > 0, let recorder = threadRecorder, recorder.depth > 0 else {
            return nil
        }
        return recorder
    }

    private static var threadRecorder: Recorder? {
        guard let pointer = pthread_getspecific(slot) else { return nil }
        return Unmanaged<Recorder>.fromOpaque(pointer).takeUnretainedValue()
    }

    private static func makeRecorder() -> Recorder {
        let recorder = Recorder()
        pthread_setspecific(slot, Unmanaged.passRetained(recorder).toOpaque())
        return recorder
    }
}
