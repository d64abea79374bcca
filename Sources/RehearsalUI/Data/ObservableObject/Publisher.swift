/// A source of values over time, with the part of Combine's spelling that SwiftUI apps use without Combine.
///
/// Combine does not exist on Linux; `ObservableObject.objectWillChange` and `@Published`'s `$value` need a
/// publisher that a test or a view can listen to with `sink`, so this is the minimum: values only, no
/// completion, no back-pressure, delivered synchronously on the thread that sends them.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Calls `receive` with every value published from now on, until the returned cancellable is cancelled.
    func _receive(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with every value the publisher sends, until the cancellable is cancelled or freed.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _receive(receiveValue)
    }
}

extension Publisher {
    /// Calls `receiveValue` with every value; this publisher never completes, so `receiveCompletion` is kept
    /// for Combine's spelling only.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        _receive(receiveValue)
    }
}

/// Combine's namespace for subscriber types; only the completion value is needed for `sink`'s spelling.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}
