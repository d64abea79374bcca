import Observation

/// The storage behind one `@State`: observable, so the graph learns which bodies read it.
///
/// A fresh box is made each time a view value is initialised; the graph links it to the box persisted for
/// the view's identity, and every read and write goes to that persisted box.
/// Boxes are read and written on the main actor only (views and their actions are main-actor code), which
/// makes the `@unchecked Sendable` safe; the conformance lets `Binding`s made from them cross into tasks.
/// Its variables are `@exclusivity(unchecked)`, as `GraphNode`'s are: a mount makes and links a box for every
/// `@State`, and checking each access was a twentieth of the work; none is passed `inout` across a call that could
/// reach it again.
@usableFromInline package final class StateBox<Value>: Observable, @unchecked Sendable {
    @exclusivity(unchecked) private var storedValue: Value
    @exclusivity(unchecked) private var link: StateBox<Value>?
    /// The registrar of reads outside the graph's scopes (`withObservationTracking` around a read), made by the
    /// first such read: a box nobody read that way has no observers to tell, and a mount makes one box per `@State`.
    @exclusivity(unchecked) private var registrar: ObservationRegistrar?
    /// The node updates that read the value since it last changed (`StateReadScope`), told when it changes.
    @exclusivity(unchecked) private var readers = StateReaders()
    /// The node that owns the persisted storage, and the property's name, for explanations.
    ///
    /// Cleared when the node leaves the tree (`OwnedStorage.detachOwner()`), so a task that writes the
    /// state afterwards changes only the orphaned box.
    @exclusivity(unchecked) package unowned(unsafe) var owner: GraphNode?
    @exclusivity(unchecked) package var name = ""
    /// The wrapper that declared the state, as explanations and the change log name it: `@State`, `@GestureState`.
    @exclusivity(unchecked) package var wrapper = "@State"

    @usableFromInline init(_ value: Value) { storedValue = value }

    /// The box that holds the value for the view's identity.
    package var resolved: StateBox<Value> { link ?? self }

    /// The initial value this instance was created with, before any link.
    package var initialValue: Value { storedValue }

    func link(to persisted: StateBox<Value>) {
        if persisted !== self { link = persisted }
    }

    /// The persisted value; reading it inside a body makes that body depend on it.
    package var value: Value {
        get {
            let box = resolved
            if StateReadHook.isActive, let owner = box.owner {
                let ownerReference = UnsafeNodeReference(node: owner)
                let name = box.name
                MainActor.assumeIsolated {
                    ownerReference.node.graph.reads?.stateRead(
                        owner: ownerReference.node, property: name, wrapper: box.wrapper)
                }
            }
            // Inside a body or a primitive's tracked read the graph notes the reader itself; elsewhere Observation.
            if !StateReadScope.noteRead(in: &box.readers) {
                if box.registrar == nil { box.registrar = ObservationRegistrar() }
                box.registrar!.access(StateBoxKey.shared, keyPath: \StateBoxKey.value)
            }
            return box.storedValue
        }
        set {
            let box = resolved
            if let owner = box.owner {
                let old = ValueDescription.short(box.storedValue)
                let new = ValueDescription.short(newValue)
                let name = box.name
                let wrapper = box.wrapper
                let ownerReference = UnsafeNodeReference(node: owner)
                MainActor.assumeIsolated {
                    ownerReference.node.graph.stateWillChange(
                        owner: ownerReference.node, name: name, wrapper: wrapper, from: old, to: new)
                }
            }
            box.notifyReaders()
            if let registrar = box.registrar {
                registrar.withMutation(of: StateBoxKey.shared, keyPath: \StateBoxKey.value) {
                    box.storedValue = newValue
                }
            } else {
                box.storedValue = newValue
            }
        }
    }

    /// The current value, read without registering a dependency.
    package var untrackedValue: Value { resolved.storedValue }

    /// Tells the readers of the value that it is about to change, as Observation tells a tracking: once, then
    /// forgotten. A reader whose code is still running (its scope is open) keeps its read: Observation installs
    /// a tracking only when the tracked code returns, so a body that writes what it read does not invalidate itself.
    private func notifyReaders() {
        guard !readers.isEmpty else { return }
        let (first, more) = readers.take()
        func notify(_ reader: StateReader) {
            guard reader.isCurrent else { return }
            if StateReadScope.isOpen(reader) { readers.add(reader) } else { reader.post() }
        }
        if let first { notify(first) }
        for reader in more { notify(reader) }
    }
}

/// Carries a node into a main-actor closure from code that is already on the main actor.
struct UnsafeNodeReference: @unchecked Sendable {
    unowned(unsafe) let node: GraphNode
}

/// Storage that knows the node owning it, and forgets it when the node is unmounted.
protocol OwnedStorage: AnyObject {
    func detachOwner()
}

extension StateBox: OwnedStorage {
    func detachOwner() { owner = nil }
}

/// The key path under which every `StateBox` registers its reads and announces its writes.
///
/// Each box has a registrar of its own, so the key path need not name the box. A key path literal without
/// generic arguments is made once and kept, where `\StateBox<Value>.value`, being generic, was instantiated at
/// every read (a screen of 100,000 rows reads 100,000 `@State`s as it mounts). Its root is `StateStorage`, so
/// a change reads as a `@State`'s.
final class StateBoxKey: Observable, StateStorage, Sendable {
    static let shared = StateBoxKey()

    /// Never read: only its key path is used.
    var value: Int { 0 }
}
