/// A mistake in `rehearse replay`'s arguments.
public struct ReplayUsageError: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
