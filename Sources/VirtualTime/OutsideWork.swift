import CVirtualClock

/// A piece of work that a session's thread sent out of the virtual scheduler, which runs on real time (or
/// never) and which virtual time cannot settle: a dispatch queue hop, a thread, a Foundation `Timer`, a
/// `URLSession` task.
///
/// `CVirtualClock` records each when it is sent (only on a thread that runs a scheduler's jobs) and tells
/// later whether it ended: the block or thread returned, the timer was invalidated, the transfer left libcurl.
package struct OutsideWork: Sendable, Equatable {
    /// What the work waits on.
    package enum Kind: Sendable, Equatable {
        case dispatch
        case dispatchAfter
        case thread
        case timer
        case request
    }

    package var kind: Kind
    /// Whether it is known to have ended.
    package var isFinished: Bool
    /// Whether it went to the main queue or the main run loop, which nothing drains in a session.
    package var isOnMain: Bool
    /// A timer's interval in seconds (0 for one that fires once).
    package var interval: Double
    /// The dispatch queue's label.
    package var queue: String

    /// How many entries the registry holds (every thread's): where a new session starts reading.
    package static var recordedCount: Int32 { rehearsal_outside_count() }

    /// Entry `index`, if the calling thread recorded it.
    package static func read(_ index: Int32) -> OutsideWork? {
        var raw = rehearsal_outside_work()
        guard rehearsal_outside_get(index, &raw) == 1 else { return nil }
        let kind: Kind
        switch raw.kind {
        case Int32(rehearsal_outside_dispatch.rawValue): kind = .dispatch
        case Int32(rehearsal_outside_dispatch_after.rawValue): kind = .dispatchAfter
        case Int32(rehearsal_outside_thread.rawValue): kind = .thread
        case Int32(rehearsal_outside_timer.rawValue): kind = .timer
        default: kind = .request
        }
        let queue = withUnsafeBytes(of: raw.queue) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return OutsideWork(
            kind: kind, isFinished: raw.finished != 0, isOnMain: raw.on_main != 0, interval: raw.interval,
            queue: queue)
    }

    /// A short name: `DispatchQueue.main.async`, `a Thread`, `a Foundation Timer`, `a URLSession task`.
    package var name: String {
        switch kind {
        case .dispatch: isOnMain ? "DispatchQueue.main.async" : "DispatchQueue.async"
        case .dispatchAfter: isOnMain ? "DispatchQueue.main.asyncAfter" : "DispatchQueue.asyncAfter"
        case .thread: "a Thread"
        case .timer: "a Foundation Timer"
        case .request: "a URLSession task"
        }
    }

    /// One line for `tasks`: the work and what it waits on.
    package var description: String {
        switch kind {
        case .dispatch, .dispatchAfter:
            if isOnMain { return "\(name): never runs here, since nothing drains the main queue" }
            return "\(name) to \"\(queue)\": "
                + (kind == .dispatch ? "still running on real time" : "waits for a real-time deadline")
        case .thread:
            return "a Thread: still running on real time"
        case .timer:
            // An interval past what a Duration holds in nanoseconds (or not a number) is printed as seconds.
            let every =
                interval > 0 && interval < 9e9
                ? " every \(Duration.nanoseconds(Int64((interval * 1e9).rounded())).virtualTimeDescription)"
                : interval > 0 ? " every \(interval)s" : " (once)"
            return "a Foundation Timer\(every): never fires here, since no run loop runs"
        case .request:
            return "a URLSession task: waits for the network"
        }
    }
}
