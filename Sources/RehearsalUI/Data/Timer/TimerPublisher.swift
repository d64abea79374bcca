import Foundation

extension Timer {
    /// A publisher that sends the current date every `interval` seconds once connected, as Combine's
    /// `Timer.publish(every:tolerance:on:in:options:)`. Its ticks come from the session's virtual clock:
    /// `advance 3s` with a one-second timer sends three dates, and no real time passes. The run loop, mode,
    /// tolerance and options are accepted as app code writes them and change nothing.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
        in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// The publisher `Timer.publish` returns: it ticks once `connect()` is called, or from the first
    /// subscriber on when wrapped by `autoconnect()`.
    public final class TimerPublisher: Publisher, StartsTask {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        let ticker: TimerTicker

        init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            ticker = TimerTicker(interval: interval)
        }

        /// Starts the ticks; cancelling the result stops them.
        public func connect() -> any Cancellable {
            let ticker = ticker
            MainActor.assumeIsolated { ticker.connect() }
            return AnyCancellable { MainActor.assumeIsolated { ticker.disconnect() } }
        }

        /// This publisher, connected when the first subscriber arrives and stopped when the last one leaves.
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> {
            Publishers.Autoconnect(upstream: self)
        }

        public func _receive(_ receive: @escaping (Date) -> Void) -> AnyCancellable {
            let ticker = ticker
            // Publishers send on the main actor here, where the views that subscribe run.
            nonisolated(unsafe) let receive = receive
            let key = MainActor.assumeIsolated { ticker.subscribe(receive) }
            return AnyCancellable { MainActor.assumeIsolated { ticker.unsubscribe(key) } }
        }
    }
}

extension RunLoop {
    /// The options of a run loop scheduler, as Combine's `RunLoop.SchedulerOptions`: it has none.
    public struct SchedulerOptions: Sendable {}
}
