/// What a timed job asked for, as the executor saw it.
enum SleepRequest: Sendable {
    /// A deadline on a runtime clock, as the duration from that clock's now, read in `enqueue`.
    ///
    /// On the scheduler's thread the runtime clocks read virtual time (``ThreadClock``), and virtual
    /// time stands still while jobs run, so the duration is exactly the one the sleep asked for.
    case afterNow(Duration)
    /// A deadline on ``VirtualClock``, as an offset since the scheduler started.
    case virtualDeadline(Duration)

    /// The virtual deadline this request gets, given virtual `now`.
    func deadline(now: Duration) -> Duration {
        switch self {
        case .afterNow(let duration):
            now + max(duration, .zero)
        case .virtualDeadline(let deadline):
            max(deadline, now)
        }
    }
}
