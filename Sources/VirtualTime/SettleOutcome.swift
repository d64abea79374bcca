/// How a run of the scheduler ended: everything settled, or work kept coming past the job limit.
public enum SettleOutcome: Sendable, Equatable, CustomStringConvertible {
    /// No job was left ready (timers may still wait for virtual time to move).
    case settled(jobsRun: Int)
    /// The job limit was reached with work still ready: something keeps rescheduling itself.
    ///
    /// `stillReady` labels the tasks with ready jobs, such as `task#2 [origin: Spinner]`.
    case livelock(jobsRun: Int, stillReady: [String])

    /// How many jobs ran.
    public var jobsRun: Int {
        switch self {
        case .settled(let jobsRun), .livelock(let jobsRun, _): jobsRun
        }
    }

    /// Whether the run stopped at the job limit.
    public var isLivelock: Bool {
        if case .livelock = self { return true }
        return false
    }

    /// A sentence for people; for a livelock it names the busy tasks and how to fix it.
    public var description: String {
        switch self {
        case .settled(let jobsRun):
            return "settled after \(jobsRun) \(jobsRun == 1 ? "job" : "jobs")"
        case .livelock(let jobsRun, let stillReady):
            let culprits = stillReady.isEmpty ? "" : " (\(stillReady.joined(separator: ", ")))"
            return "livelock: \(jobsRun) jobs ran and work is still ready\(culprits). Expected the "
                + "queue to empty. To fix, make the task wait for something, such as a sleep or a "
                + "continuation, instead of yielding or rescheduling itself forever."
        }
    }
}
