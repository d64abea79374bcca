import Foundation

/// The monotonic clock, for the watchdog: it only detects a worker that stopped answering, so output
/// never depends on it.
enum MonotonicTime {
    static func now() -> Duration {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
    }
}
