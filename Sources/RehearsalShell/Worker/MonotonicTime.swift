import VirtualTime

/// The monotonic clock, for the watchdog: it only detects a worker that stopped answering, so output
/// never depends on it.
///
/// It reads the real clock (`RealClock`) even on a thread that runs a virtual-time scheduler, where
/// `clock_gettime` answers virtual time and a watchdog would never see time pass.
enum MonotonicTime {
    static func now() -> Duration {
        RealClock().now.sinceBoot
    }
}
