public import FoundationEssentials

/// A clock whose time is the installed ``VirtualScheduler``'s virtual time; stubs sleep on it exactly.
///
/// `now` is the scheduler's ``VirtualScheduler/now`` and `sleep(until:)` waits for ``VirtualScheduler/advance(by:)``
/// to reach the deadline, with no rounding. Without an installed scheduler `now` is the start, and
/// sleeping throws a ``VirtualTimeError``, as it does for a task the scheduler does not run.
public struct VirtualClock: Clock {
    /// A point in virtual time: an offset since the scheduler started.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// Virtual time elapsed since the scheduler started.
        public var offset: Duration

        /// The instant `offset` after the start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The start, offset zero.
        public static let start = Instant(offset: .zero)

        /// The date of this instant: ``VirtualScheduler/startDate`` plus the offset.
        public var date: Date {
            let (seconds, attoseconds) = offset.components
            return VirtualScheduler.startDate.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        public var description: String { "+\(offset.virtualTimeDescription)" }
    }

    /// A clock reading whichever scheduler is installed when it is used.
    public init() {}

    /// The installed scheduler's virtual now, or the start when none is installed.
    public var now: Instant {
        Instant(offset: VirtualScheduler.current?.now ?? .zero)
    }

    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Suspends until virtual time reaches `deadline`; throws `CancellationError` if the task is cancelled.
    ///
    /// Throws a ``VirtualTimeError`` when no installed scheduler runs the calling task.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        guard let scheduler = VirtualScheduler.current, scheduler.ownsCurrentContext() else {
            throw VirtualTimeError(
                code: .notInstalled,
                message: "Expected to sleep under an installed VirtualTime scheduler, found none for this "
                    + "task. To fix, call VirtualScheduler.install() first, or start the task inside "
                    + "withVirtualTime { }."
            )
        }
        try await scheduler.sleep(until: deadline.offset)
    }
}
