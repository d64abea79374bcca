/// The durations a sleep may have asked for, given only its absolute real deadline, and the likeliest one.
///
/// The runtime turns `Task.sleep(for: .seconds(1))` into "wake at real instant X", computed from a
/// clock reading the executor never sees. Reading the clock again in `enqueue` gives a duration a
/// little *shorter* than the one asked for (`shortest`). The reading happened after the sleeping
/// job started, so `shortest + slack`, with `slack` the real time since then, is *at least* the
/// duration asked for. People ask for round durations, so the roundest value in the window wins:
/// the smallest multiple of the coarsest power of ten that fits.
///
/// `Task.sleep(until: .now + .seconds(5), clock: .continuous)` reads the clock in the caller's job
/// and enqueues from the next one (the sleep runs on the global executor), so the first window
/// misses by the hop. A second window reaching back to the start of the same task's previous job
/// (`widerSlack`) catches it; its answer replaces the first only when it is at least a hundred
/// times rounder and within 1 % of it, so a 4.99996 s reading becomes 5 s while a 1.25 ms sleep
/// never becomes 2 ms.
///
/// A 1 s, 250 ms or 1.5 ms sleep comes back exact because the windows are microseconds wide; an
/// arbitrary 1.234567 ms one comes back close to the microsecond, and may differ from run to run.
/// ``VirtualClock`` passes deadlines as they are, so it is exact for every duration.
struct SleepWindow: Sendable, Equatable {
    /// The deadline minus the real now read in `enqueue`: never longer than the duration asked for.
    var shortest: Duration
    /// Real time since the sleeping job started: `shortest + slack` is at least the duration asked for.
    var slack: Duration
    /// Real time since the sleeping task's previous job started, when it had one.
    var widerSlack: Duration?

    init(shortest: Duration, slack: Duration, widerSlack: Duration? = nil) {
        self.shortest = shortest
        self.slack = slack
        self.widerSlack = widerSlack
    }

    /// The likeliest duration asked for; never negative.
    var intendedDuration: Duration {
        let low = Self.nanoseconds(shortest)
        let tight = Self.roundest(from: low, to: Self.nanoseconds(shortest + max(slack, .zero)))
        guard let widerSlack, widerSlack > slack else { return .nanoseconds(tight.value) }
        let wide = Self.roundest(from: low, to: Self.nanoseconds(shortest + widerSlack))
        let muchRounder = wide.granularity / 100 >= tight.granularity
        let close = (wide.value - tight.value).magnitude <= wide.value.magnitude / 100
        return .nanoseconds(muchRounder && close ? wide.value : tight.value)
    }

    /// The smallest multiple of the coarsest power of ten in `low ... high` (clamped at zero), and that power.
    static func roundest(from low: Int64, to high: Int64) -> (value: Int64, granularity: Int64) {
        let maximumGranularity: Int64 = 1_000_000_000_000_000  // about 11.6 days
        guard high > 0 else { return (0, maximumGranularity) }
        let floor = max(low, 0)
        var granularity = maximumGranularity
        while granularity > 1 {
            let (quotient, remainder) = floor.quotientAndRemainder(dividingBy: granularity)
            let candidate =
                remainder == 0 ? floor : (quotient + 1).multipliedReportingOverflow(by: granularity).partialValue
            if candidate >= floor && candidate <= high { return (candidate, granularity) }
            granularity /= 10
        }
        return (floor, 1)
    }

    /// Whole nanoseconds in `duration`, saturating beyond about ±285 years.
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let limit: Int64 = 9_000_000_000
        if seconds >= limit { return Int64.max / 2 }
        if seconds <= -limit { return Int64.min / 2 }
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
