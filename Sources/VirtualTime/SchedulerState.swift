/// Everything a ``VirtualScheduler`` knows, guarded by its one mutex: virtual now, ready jobs, timers, tasks.
struct SchedulerState {
    /// What ``VirtualScheduler/step()`` does next.
    enum Work {
        case run(UnownedJob, onMain: Bool, runner: any JobRunning)
        case resume(UnsafeContinuation<Void, any Error>)
    }

    /// Bookkeeping for the job that is running right now.
    struct RunningJob {
        /// Origins set by `withOrigin` outside the job; hidden while it runs so its tasks inherit its own.
        var outerOrigins: [String]
    }

    var now: Duration = .zero
    var ready = JobQueue()
    var timers = TimerQueue()
    var tasks = TaskTable()
    var taskNumberByAddress: [UInt: Int] = [:]
    var explicitOrigins: [String] = []
    var runningJob: RunningJob?
    var trackedToLink: TrackedTask?
    var runner: (any JobRunning)?
    /// Tasks forgotten by ``VirtualScheduler/reset()``: whatever would resume them is dropped.
    var abandonedTasks: Set<TaskKey> = []

    // MARK: Jobs arriving

    /// Queues a job if it is the scheduler's; returns `false` to hand it back to the replaced executor.
    ///
    /// A task job is the scheduler's when its task is known, or when it is new and appears on the
    /// owner thread. Anything else enqueued on another thread belongs to code running outside virtual
    /// time, such as another test.
    mutating func accept(
        _ job: UnownedJob,
        onMain: Bool,
        task: TaskKey?,
        onOwnerThread: Bool,
        currentTask: () -> TaskKey?
    ) -> Bool {
        guard let task else {
            guard onOwnerThread else { return false }
            // A job that is not a task (the continuation `Task.yield()` leaves behind, say) belongs to
            // the task that enqueued it, when one is running; actor jobs arrive with none.
            let number = currentTask().flatMap(knownTaskNumber)
            if let number { tasks[number]?.queuedJobs += 1 }
            ready.append(JobQueue.Entry(job: job, onMain: onMain, taskNumber: number, isTaskJob: false))
            return true
        }
        if abandonedTasks.contains(task) { return true }
        let number: Int
        if let known = knownTaskNumber(task) {
            number = known
            if let timer = tasks[number]?.timer {
                // A sleeper woken before its timer fired was cancelled: its timer is now dead.
                tasks[number]?.timer = nil
                timers.markDead(timer)
            }
        } else {
            guard onOwnerThread else { return false }
            let creator = currentTask()
            if let creator, abandonedTasks.contains(creator) {
                // Started by an abandoned task: abandoned with it, never run.
                abandonedTasks.insert(task)
                return true
            }
            number = register(task, creator: creator)
        }
        tasks[number]?.queuedJobs += 1
        ready.append(JobQueue.Entry(job: job, onMain: onMain, taskNumber: number, isTaskJob: true))
        return true
    }

    /// Adds a timer for a job that sleeps; returns `false` to hand it back to the replaced executor.
    mutating func acceptTimer(
        _ job: UnownedJob,
        onMain: Bool,
        request: SleepRequest,
        sleeper: TaskKey?,
        onOwnerThread: Bool
    ) -> Bool {
        if let sleeper, abandonedTasks.contains(sleeper) { return true }
        let owner = sleeper.flatMap(knownTaskNumber)
        guard onOwnerThread || owner != nil else { return false }
        let deadline = request.deadline(now: now)
        addTimer(deadline: deadline, action: .job(job, onMain: onMain), owner: owner)
        return true
    }

    /// Adds a timer owned by `owner` and records that the task now waits for it.
    @discardableResult
    mutating func addTimer(deadline: Duration, action: VirtualTimer.Action, owner: Int?) -> UInt64 {
        let id = timers.insert(deadline: deadline, action: action, owner: owner)
        if let owner { tasks[owner]?.timer = id }
        return id
    }

    /// Takes out a ``VirtualClock`` timer whose sleeper was cancelled, so it never fires.
    mutating func removeTimer(_ id: UInt64) -> VirtualTimer? {
        guard let timer = timers.remove(id) else { return nil }
        if let owner = timer.owner, tasks[owner]?.timer == id { tasks[owner]?.timer = nil }
        return timer
    }

    // MARK: Running

    /// Takes the next ready job, or else the next timer due at virtual now, and marks a job as running.
    mutating func takeWork() -> Work? {
        guard let runner else { return nil }
        if let entry = ready.popFirst() {
            if let number = entry.taskNumber { tasks[number]?.queuedJobs -= 1 }
            beginJob()
            return .run(entry.job, onMain: entry.onMain, runner: runner)
        }
        guard let timer = timers.popDue(at: now) else { return nil }
        if let owner = timer.owner, tasks[owner]?.timer == timer.id { tasks[owner]?.timer = nil }
        switch timer.action {
        case .job(let job, let onMain):
            beginJob()
            return .run(job, onMain: onMain, runner: runner)
        case .resume(let continuation):
            return .resume(continuation)
        }
    }

    /// Restores the state hidden while a job ran.
    mutating func finishJob() {
        explicitOrigins = runningJob?.outerOrigins ?? []
        runningJob = nil
    }

    /// Whether a job is ready or a timer is due at virtual now.
    mutating func hasWork() -> Bool {
        guard ready.isEmpty else { return true }
        guard let deadline = timers.earliestDeadline() else { return false }
        return deadline <= now
    }

    private mutating func beginJob() {
        runningJob = RunningJob(outerOrigins: explicitOrigins)
        explicitOrigins = []
    }

    // MARK: Tasks

    /// The number of a task the scheduler knows and that is still the same task.
    func knownTaskNumber(_ task: TaskKey) -> Int? {
        guard let number = taskNumberByAddress[task.address], tasks[number]?.key == task else { return nil }
        return number
    }

    /// Numbers a newly seen task and works out who started it.
    private mutating func register(_ task: TaskKey, creator: TaskKey?) -> Int {
        let number = tasks.nextNumber
        let inherited = creator.flatMap(knownTaskNumber).flatMap { tasks[$0]?.origin }
        var record = TaskRecord(
            number: number,
            key: task,
            origin: explicitOrigins.last ?? inherited ?? TaskRecord.unattributed
        )
        if let tracked = trackedToLink {
            record.tracked = tracked
            trackedToLink = nil
        }
        if let stale = taskNumberByAddress[task.address] {
            // The task that used this address before has ended, since its memory was reused.
            tasks[stale] = nil
        }
        tasks.append(record)
        taskNumberByAddress[task.address] = number
        return number
    }

    /// Forgets a tracked task whose operation returned, unless a reset already did.
    mutating func trackedTaskFinished(_ number: Int, tracked: TrackedTask) {
        guard tasks[number]?.tracked === tracked, let record = tasks[number] else { return }
        tasks[number] = nil
        if taskNumberByAddress[record.key.address] == number {
            taskNumberByAddress[record.key.address] = nil
        }
    }

    /// A human label for a task number: its id and origin.
    func label(forTask number: Int) -> String {
        guard let record = tasks[number] else { return "task#\(number)" }
        return "\(record.label) [origin: \(record.origin)]"
    }

    /// Labels of the tasks with ready jobs, plus a count of the other ready jobs.
    func readyWorkLabels() -> [String] {
        var numbers: [Int] = []
        var others = 0
        for entry in ready.entries {
            if let number = entry.taskNumber {
                if !numbers.contains(number) { numbers.append(number) }
            } else {
                others += 1
            }
        }
        var labels = numbers.sorted().map(label(forTask:))
        if others > 0 { labels.append(others == 1 ? "1 other job" : "\(others) other jobs") }
        return labels
    }

    // MARK: Report

    /// What is still waiting: tracked tasks, sleepers and ready work, in a deterministic order.
    func pendingWork() -> PendingWork {
        var items: [PendingWork.PendingTask] = []
        let liveTimers = timers.liveTimers
        let current = runningJob == nil ? nil : ExecutorBridge.currentTask()
        for record in tasks.all {
            let wait: PendingWork.Wait
            if record.queuedJobs > 0 {
                wait = .ready
            } else if let id = record.timer, let timer = liveTimers.first(where: { $0.id == id }) {
                wait = .timer(firesAt: timer.deadline)
            } else if current == record.key {
                wait = .running
            } else if record.tracked != nil {
                wait = .outsideScheduler
            } else {
                // An untracked task that ran and set no timer has either ended or waits on something
                // outside the scheduler; the runtime does not say which, so it is not reported.
                continue
            }
            items.append(
                PendingWork.PendingTask(
                    label: record.label,
                    origin: record.origin,
                    isTracked: record.tracked != nil,
                    wait: wait
                )
            )
        }
        let ownedTimerIDs = Set(tasks.all.compactMap(\.timer))
        let otherTimers = liveTimers.filter { !ownedTimerIDs.contains($0.id) }.map(\.deadline)
        let otherJobs = ready.entries.filter { $0.taskNumber == nil }.count
        return PendingWork(now: now, tasks: items, otherTimers: otherTimers, otherReadyJobs: otherJobs)
    }
}
