import Synchronization

/// The publisher an `ObservableObject` sends through before any of its `@Published` properties changes.
///
/// `send()` calls every subscriber synchronously, on the sending thread, in the order they subscribed.
/// The graph subscribes each view that observes the object (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`), so a send re-evaluates those views and no other.
/// Subscribers are kept behind a `Mutex` and called outside it, which makes the `@unchecked Sendable` safe;
/// the handlers themselves run where `send()` is called, as Combine's do.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    // A handler is called on the thread that sends, never stored elsewhere: moving it out of the lock is safe.
    private struct Subscriber: @unchecked Sendable {
        var id: Int
        var receive: (AnyKeyPath?) -> Void
    }

    private let subscribers = Mutex<(next: Int, list: [Subscriber])>((0, []))

    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() { send(changing: nil) }

    /// Tells every subscriber that the property at `keyPath` (a `@Published` storage) is about to change.
    func send(changing keyPath: AnyKeyPath?) {
        let list = subscribers.withLock { $0.list }
        for subscriber in list { subscriber.receive(keyPath) }
    }

    public func _receive(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe { _ in receive(()) }
    }

    /// Subscribes a handler that also learns which `@Published` storage changes, when one does.
    func subscribe(_ receive: @escaping (AnyKeyPath?) -> Void) -> AnyCancellable {
        let id = subscribers.withLock { state in
            state.next += 1
            state.list.append(Subscriber(id: state.next, receive: receive))
            return state.next
        }
        return AnyCancellable { [weak self] in
            self?.subscribers.withLock { state in state.list.removeAll { $0.id == id } }
        }
    }

    /// How many subscribers listen now (for tests).
    package var subscriberCount: Int { subscribers.withLock { $0.list.count } }
}
