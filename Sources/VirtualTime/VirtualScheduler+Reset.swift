extension VirtualScheduler {
    /// Abandons every pending task and timer, and starts virtual time and task numbers over at zero.
    ///
    /// A session calls this when it closes a preview: the work of the screen it leaves must neither
    /// run later nor show in reports, and the next screen's tasks are numbered from `task#1` again,
    /// so replaying the same steps prints the same report. Abandoned tasks never resume: jobs that
    /// would resume them later (a continuation resumed by a stub, a cancellation), the timers they
    /// would set and the tasks they would start are dropped as they arrive. Ready jobs that belong to
    /// no task, such as an actor's turn, are kept, so an actor shared with the next screen is not left
    /// waiting forever; any abandoned task they would run goes no further than the actor.
    ///
    /// Call it from synchronous code on the scheduler's thread, like ``settle()``.
    public func reset() {
        checkCaller("reset()")
        state.withLock { $0.abandonAll() }
        ThreadClock.set(.zero)
    }
}

extension SchedulerState {
    /// Forgets every task and timer, keeping only jobs that belong to no task, and restarts time at zero.
    mutating func abandonAll() {
        for record in tasks.all { abandonedTasks.insert(record.key) }
        var kept = JobQueue()
        while let entry = ready.popFirst() {
            guard !entry.isTaskJob else { continue }
            kept.append(JobQueue.Entry(job: entry.job, onMain: entry.onMain, taskNumber: nil, isTaskJob: false))
        }
        ready = kept
        _ = timers.removeAll()
        tasks.removeAll()
        taskNumberByAddress = [:]
        trackedToLink = nil
        now = .zero
    }
}
