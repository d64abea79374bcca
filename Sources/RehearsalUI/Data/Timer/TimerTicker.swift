import Foundation

/// The ticks of one `Timer.publish` publisher: a task on the main actor that sleeps `interval` seconds on
/// the virtual clock, sends the virtual date to each subscriber in the order they came, and sleeps again.
@MainActor final class TimerTicker {
    /// The time between ticks; nil when the interval is not a finite number, so the timer never fires.
    private let interval: Duration?
    private var receivers: [Int: (Date) -> Void] = [:]
    private var next = 0
    private var task: Task<Void, Never>?
    private var connections = 0

    /// Foundation's timers treat an interval under 0.1 ms as 0.1 ms; so does this one.
    nonisolated init(interval: TimeInterval) {
        self.interval = interval.isFinite ? .seconds(Swift.max(interval, 0.0001)) : nil
    }

    /// Starts the ticks if they have not started; they stop once every connection is disconnected.
    func connect() {
        connections += 1
        if task == nil, let interval {
            task = Task { [weak self] in
                while true {
                    try? await Task.sleep(for: interval)
                    guard !Task.isCancelled, let self else { return }
                    self.send(VirtualNow.date)
                }
            }
        }
    }

    /// Adds a subscriber and returns its key, for `unsubscribe(_:)`.
    func subscribe(_ receive: @escaping (Date) -> Void) -> Int {
        next += 1
        receivers[next] = receive
        return next
    }

    func unsubscribe(_ key: Int) {
        receivers[key] = nil
    }

    func disconnect() {
        connections -= 1
        guard connections <= 0 else { return }
        connections = 0
        task?.cancel()
        task = nil
    }

    private func send(_ date: Date) {
        for key in receivers.keys.sorted() { receivers[key]?(date) }
    }
}
