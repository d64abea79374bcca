/// Combine's namespace of publisher types; Rehearsal has the ones its timers return.
public enum Publishers {}

extension Publishers {
    /// A timer publisher that connects when the first subscriber arrives and disconnects when the last one
    /// leaves, as Combine's `Publishers.Autoconnect`.
    public final class Autoconnect<Upstream: Publisher>: Publisher, StartsTask {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        init(upstream: Upstream) { self.upstream = upstream }

        public func _receive(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            let subscription = upstream._receive(receive)
            guard let timer = upstream as? Timer.TimerPublisher else { return subscription }
            let connection = timer.connect()
            return AnyCancellable {
                subscription.cancel()
                connection.cancel()
            }
        }
    }
}

/// A publisher whose subscription starts a task (a timer's ticks): `onReceive` subscribes to it when the
/// view's `.task` tasks start, so the task is the framework's own and not one an `onAppear` started.
protocol StartsTask {}
