/// A deterministic report of the work still waiting in a ``VirtualScheduler``: who waits, for what, started by whom.
///
/// Its `description` is the text shown to people, for example:
///
/// ```
/// pending work at +1s:
///   task#1 sleeps until +2s (in 1s) [origin: ShelfScreen .task(id:)]
///   task#3 waits outside the scheduler, on a continuation or task nobody has resumed [origin: tap "Reload"]
///   a timer with no known task fires at +5s (in 4s)
/// ```
///
/// Tasks are numbered in creation order and listed in that order; no addresses or real times appear.
/// Untracked tasks are listed while they are ready or sleep on a timer; tasks started with
/// ``VirtualScheduler/spawn(origin:priority:operation:)`` are listed until their operation returns.
public struct PendingWork: Sendable, Equatable, CustomStringConvertible {
    /// What a pending task is waiting for.
    public enum Wait: Sendable, Equatable {
        /// It has a job in the ready queue.
        case ready
        /// It is the task running right now (the report was taken from inside it).
        case running
        /// It sleeps on a virtual timer that fires at this offset.
        case timer(firesAt: Duration)
        /// It is suspended on something the scheduler does not drive: a continuation nobody resumed,
        /// or another task that waits on one.
        case outsideScheduler
    }

    /// One task that is still pending.
    public struct PendingTask: Sendable, Equatable {
        /// The stable id, such as `task#3`.
        public var label: String
        /// Who started it.
        public var origin: String
        /// Whether it was started with ``VirtualScheduler/spawn(origin:priority:operation:)``.
        public var isTracked: Bool
        /// What it waits for.
        public var wait: Wait
    }

    /// Virtual time when the report was taken.
    public var now: Duration
    /// Pending tasks in creation order.
    public var tasks: [PendingTask]
    /// Deadlines of live timers whose sleeping task is unknown, in firing order.
    public var otherTimers: [Duration]
    /// Ready jobs that belong to no known task (actor and continuation jobs, for instance).
    public var otherReadyJobs: Int

    /// Whether nothing at all is pending.
    public var isEmpty: Bool {
        tasks.isEmpty && otherTimers.isEmpty && otherReadyJobs == 0
    }

    /// The report as text: a header line, then one indented line per task, timer or job count.
    public var description: String {
        let at = "+\(now.virtualTimeDescription)"
        guard !isEmpty else { return "no pending work at \(at)" }
        var lines = ["pending work at \(at):"]
        for task in tasks {
            lines.append("  \(task.label) \(describe(task.wait)) [origin: \(task.origin)]")
        }
        for deadline in otherTimers {
            lines.append("  a timer with no known task fires at \(describe(deadline))")
        }
        if otherReadyJobs == 1 {
            lines.append("  1 other job is ready to run")
        } else if otherReadyJobs > 1 {
            lines.append("  \(otherReadyJobs) other jobs are ready to run")
        }
        return lines.joined(separator: "\n")
    }

    private func describe(_ wait: Wait) -> String {
        switch wait {
        case .ready: "is ready to run"
        case .running: "is running"
        case .timer(let deadline): "sleeps until \(describe(deadline))"
        case .outsideScheduler: "waits outside the scheduler, on a continuation or task nobody has resumed"
        }
    }

    private func describe(_ deadline: Duration) -> String {
        "+\(deadline.virtualTimeDescription) (in \((deadline - now).virtualTimeDescription))"
    }
}
