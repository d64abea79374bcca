/// What a timed job asked for, as the executor saw it.
enum SleepRequest: Sendable {
    /// A deadline on a real clock: `shortest` is the deadline minus that clock's now, read in `enqueue`.
    case realDeadline(shortest: Duration, measuredAt: ContinuousClock.Instant)
    /// A deadline on ``VirtualClock``, as an offset since the scheduler started.
    case virtualDeadline(Duration)

    /// The virtual deadline this request gets, given virtual `now` and the job that is sleeping.
    func deadline(now: Duration, job: SchedulerState.RunningJob?) -> Duration {
        switch self {
        case .realDeadline(let shortest, let measuredAt):
            // Outside a job (a `Task.immediate` body, say) there is no start to bound the window;
            // a millisecond is far more than the runtime needs between reading a clock and enqueueing.
            let slack = job.map { $0.startedAt.duration(to: measuredAt) } ?? .milliseconds(1)
            let widerSlack = job?.taskPreviousJobStartedAt.map { $0.duration(to: measuredAt) }
            return now + SleepWindow(shortest: shortest, slack: slack, widerSlack: widerSlack).intendedDuration
        case .virtualDeadline(let deadline):
            return max(deadline, now)
        }
    }
}
