/// A publisher that sends each value given to `send(_:)` to its subscribers, as Combine's
/// `PassthroughSubject`: apps use it for events a view reacts to with `onReceive`.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private var receivers: [Int: (Output) -> Void] = [:]
    private var next = 0

    public init() {}

    /// Sends a value to every subscriber, in the order they subscribed.
    public func send(_ value: Output) {
        for key in receivers.keys.sorted() { receivers[key]?(value) }
    }

    public func _receive(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        next += 1
        let key = next
        receivers[key] = receive
        return AnyCancellable { [weak self] in self?.receivers[key] = nil }
    }
}

/// A publisher that sends one value to each subscriber as it subscribes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func _receive(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receive(output)
        return AnyCancellable {}
    }
}
