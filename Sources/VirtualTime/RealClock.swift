import CVirtualClock

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine's monotonic clock, read from the kernel even on a thread that reads virtual time.
///
/// On the scheduler's thread `ContinuousClock` and `Date()` answer virtual time (see
/// ``VirtualScheduler``); benchmarks, watchdogs and anything else that measures the machine use this
/// clock instead. Output must never depend on it.
public struct RealClock: Clock {
    /// A reading of the real monotonic clock.
    public struct Instant: InstantProtocol {
        /// Time since an arbitrary point fixed at boot.
        public var sinceBoot: Duration

        public func advanced(by duration: Duration) -> Instant {
            Instant(sinceBoot: sinceBoot + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.sinceBoot - sinceBoot
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.sinceBoot < rhs.sinceBoot
        }
    }

    public init() {}

    /// The real monotonic time now.
    public var now: Instant {
        var time = timespec()
        _ = rehearsal_real_clock_gettime(CLOCK_MONOTONIC, &time)
        return Instant(sinceBoot: .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec)))
    }

    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Waits in real time, on the continuous clock: meant for threads that do not run a virtual-time scheduler.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await ContinuousClock().sleep(for: now.duration(to: deadline), tolerance: tolerance)
    }
}
