import CVirtualClock
import FoundationEssentials

/// The clock every library reads on the scheduler's thread: virtual time while a scheduler is installed there.
///
/// `CVirtualClock` defines the process's `clock_gettime`, `gettimeofday` and `time`. The concurrency
/// runtime, Foundation and Dispatch call them through the PLT, so they answer `ContinuousClock.now`,
/// `SuspendingClock.now`, `Date()`, `DispatchTime.now()` and the deadline `Task.sleep(for:)` computes.
/// They read virtual time on a thread that called ``begin(at:)`` and has not called ``end()``, and the
/// real clock everywhere else, so tests running beside a scheduler keep their real time.
enum ThreadClock {
    /// Makes the calling thread read virtual time, `offset` after the virtual start.
    static func begin(at offset: Duration) {
        guard isInterposed else { return }
        rehearsal_virtual_clock_begin(nanoseconds(offset))
    }

    /// Moves the calling thread's virtual time to `offset` after the start.
    static func set(_ offset: Duration) {
        rehearsal_virtual_clock_set(nanoseconds(offset))
    }

    /// Gives the calling thread the real clock back.
    static func end() {
        rehearsal_virtual_clock_end()
    }

    /// Whether the calling thread reads virtual time.
    static var isActive: Bool { rehearsal_virtual_clock_is_active() != 0 }

    /// Whether the libraries' clock reads reach `CVirtualClock`: checked once, on first use.
    ///
    /// They do not when the executable was linked without it, or on a platform whose libraries bind
    /// the system's clocks directly; then ``VirtualScheduler/clockLimitation`` says what that costs.
    static let isInterposed: Bool = {
        guard !StartupCheckHook.forcesFailure(of: "clock") else { return false }
        guard !isActive else { return true }
        let probe = Duration.nanoseconds(1_234_567_891)
        rehearsal_virtual_clock_begin(0)
        let continuousStart = ContinuousClock.now
        let suspendingStart = SuspendingClock.now
        let dateStart = Date()
        rehearsal_virtual_clock_set(nanoseconds(probe))
        let continuousEnd = ContinuousClock.now
        let suspendingEnd = SuspendingClock.now
        let dateEnd = Date()
        rehearsal_virtual_clock_end()
        return dateStart.timeIntervalSince1970 == Double(REHEARSAL_VIRTUAL_START_SECONDS)
            && dateEnd > dateStart
            && continuousStart.duration(to: continuousEnd) == probe
            && suspendingStart.duration(to: suspendingEnd) == probe
    }()

    /// Whole nanoseconds in `duration`, saturating beyond about ±292 years.
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, sumOverflow) = product.addingReportingOverflow(attoseconds / 1_000_000_000)
        if sumOverflow { return seconds < 0 ? .min : .max }
        return sum
    }
}
