public import FoundationEssentials
import Synchronization

/// A deterministic scheduler that runs every async job of the process, one at a time, on virtual time.
///
/// Once installed (``install(jobLimit:)`` or ``withVirtualTime(jobLimit:_:)``), it is the runtime's
/// main and global executor. `@MainActor` code, nonisolated code, actors, task groups, `Task.detached`,
/// `Task.yield()` and every sleep (`Task.sleep(for:)`, `Task.sleep(nanoseconds:)`, `ContinuousClock`,
/// `SuspendingClock`, ``VirtualClock``) queue their jobs here, and nothing runs until the owner thread
/// — the one that installed the scheduler — calls ``step()``, ``settle()`` or ``advance(by:)``.
///
/// Jobs run in the order they were enqueued, whichever executor they target. Sleeps wait on
/// virtual time, which only ``advance(by:)`` and ``advance(to:)`` move: timers fire in deadline
/// order, ties in the order they were set, and the scheduler settles after each one.
///
/// Every API is synchronous, so the view graph can call it from the main thread between a user
/// action and the next render:
///
/// ```swift
/// let scheduler = VirtualScheduler.install()
/// store.reload()                       // starts a Task that sleeps 1 s
/// scheduler.settle()                   // runs it up to the sleep
/// scheduler.advance(by: .seconds(1))   // wakes it and runs it to the end
/// ```
public final class VirtualScheduler: Sendable {
    /// The virtual date at offset zero: 2026-01-01T09:00:00Z, a Thursday morning.
    public static let startDate = Date(timeIntervalSince1970: 1_767_258_000)

    /// How many jobs ``settle()`` runs before it reports a livelock, unless told otherwise.
    public static let defaultJobLimit = 100_000

    /// How many jobs ``settle()`` and each step of ``advance(by:)`` run before reporting a livelock.
    public let jobLimit: Int

    let owner: OwnerThread
    let state: Mutex<SchedulerState>

    init(jobLimit: Int, owner: OwnerThread) {
        precondition(jobLimit > 0, "Expected a positive job limit, found \(jobLimit).")
        self.jobLimit = jobLimit
        self.owner = owner
        self.state = Mutex(SchedulerState())
    }

    /// Whether the calling thread is the one that installed the scheduler.
    var isOwnerThread: Bool { owner.isCurrent }

    // MARK: Time

    /// Virtual time elapsed since the scheduler was installed.
    public var now: Duration {
        state.withLock { $0.now }
    }

    /// ``startDate`` plus ``now``: the date relative-date text should use.
    public var currentDate: Date {
        VirtualClock.Instant(offset: now).date
    }

    /// What virtual time cannot do in this process, or `nil` when every clock reads it.
    ///
    /// Virtual clocks need `CVirtualClock`'s `clock_gettime` to be the one the libraries call; it is
    /// checked once, the first time a scheduler is installed.
    public static var clockLimitation: String? {
        guard !ThreadClock.isInterposed else { return nil }
        return "virtual clocks are off: the libraries of this process do not call CVirtualClock's clock_gettime "
            + "(the executable was linked without it, or the platform binds clocks directly), so Date(), "
            + "ContinuousClock.now and DispatchTime.now() read the real clock and a sleep may wake a few "
            + "microseconds early. To fix, link the executable against VirtualTime statically, on Linux."
    }

    /// A clock that reads and sleeps on this virtual time, for stubs.
    public var clock: VirtualClock { VirtualClock() }

    /// The offset at which the next live timer fires, if any.
    public var nextDeadline: Duration? {
        state.withLock { $0.timers.liveTimers.first?.deadline }
    }

    // MARK: Running

    /// Runs one ready job, or fires one timer due at ``now``; returns `false` when there was none.
    @discardableResult
    public func step() -> Bool {
        checkOwnerThread("step()")
        let work = state.withLock { state -> SchedulerState.Work? in
            precondition(state.runningJob == nil, Self.insideJobMessage("step()"))
            return state.takeWork()
        }
        switch work {
        case nil:
            return false
        case .run(let job, let onMain, let runner)?:
            runner.run(job, onMain: onMain)
            state.withLock { $0.finishJob() }
            fireDeadTimers(runner)
        case .resume(let continuation)?:
            continuation.resume()
        }
        return true
    }

    /// Fires the timers of sleeps woken another way (cancelled) now rather than at their deadlines, which frees
    /// them without waking anyone (as ``uninstall()`` does). Left for their deadlines, they piled up, each holding
    /// the runtime's sleep, for as long as virtual time stood still: a screen that cancels a sleeping `.task` at
    /// every step grew by a kilobyte a step. Firing one is no job of the step: it is not counted.
    private func fireDeadTimers(_ runner: any JobRunning) {
        while let timer = state.withLock({ $0.timers.hasDead ? $0.timers.popDead() : nil }) {
            // A clock sleeper's continuation was resumed when it was woken; only a runtime job must still run.
            if case .job(let job, let onMain) = timer.action { runner.run(job, onMain: onMain) }
        }
    }

    /// Runs jobs until none is ready, without moving virtual time, and stops at ``jobLimit``.
    @discardableResult
    public func settle() -> SettleOutcome {
        settle(jobLimit: jobLimit)
    }

    /// Runs jobs until none is ready, without moving virtual time; past `jobLimit` jobs, reports a livelock.
    public func settle(jobLimit: Int) -> SettleOutcome {
        var count = 0
        while count < jobLimit {
            guard step() else { return .settled(jobsRun: count) }
            count += 1
        }
        let stillReady = state.withLock { state -> [String]? in
            state.hasWork() ? state.readyWorkLabels() : nil
        }
        guard let stillReady else { return .settled(jobsRun: count) }
        return .livelock(jobsRun: count, stillReady: stillReady)
    }

    /// Moves virtual time forward by `duration`, firing and settling each timer that comes due.
    @discardableResult
    public func advance(by duration: Duration) -> SettleOutcome {
        precondition(
            duration >= .zero, "Expected a duration of zero or more, found \(duration.virtualTimeDescription).")
        return advance(to: now + duration)
    }

    /// Moves virtual time to `deadline` (an offset like ``now``), firing due timers in order.
    ///
    /// Timers fire one at a time in deadline order, ties in the order they were set, and the
    /// scheduler settles after each, so work a timer starts can set timers that fire within the same
    /// call. Stops early, at the deadline of the timer being handled, if settling reports a livelock.
    @discardableResult
    public func advance(to deadline: Duration) -> SettleOutcome {
        checkCaller("advance(to:)")
        let start = now
        precondition(
            deadline >= start,
            "Expected a deadline at or after now (+\(start.virtualTimeDescription)), found "
                + "+\(deadline.virtualTimeDescription). Virtual time only moves forward."
        )
        var total = 0
        while true {
            let outcome = settle()
            total += outcome.jobsRun
            if case .livelock(_, let stillReady) = outcome {
                return .livelock(jobsRun: total, stillReady: stillReady)
            }
            let movedToTimer = state.withLock { state -> Bool in
                // Once uninstalled nothing can fire, so time just moves.
                defer { ThreadClock.set(state.now) }
                if state.runner != nil, let next = state.timers.earliestDeadline(), next <= deadline {
                    state.now = max(state.now, next)
                    return true
                }
                state.now = deadline
                return false
            }
            if !movedToTimer { return .settled(jobsRun: total) }
        }
    }

    /// Settles and advances to each next timer until nothing is left; what an `async` main's run loop does.
    func runUntilIdle() {
        while true {
            guard case .settled = settle() else { return }
            let next = state.withLock { $0.timers.earliestDeadline() }
            guard let next else { return }
            guard case .settled = advance(to: max(next, now)) else { return }
        }
    }

    /// Stops with a clear message when called from the wrong thread or from inside a job.
    func checkCaller(_ name: String) {
        checkOwnerThread(name)
        let insideJob = state.withLock { $0.runningJob != nil }
        precondition(!insideJob, Self.insideJobMessage(name))
    }

    private static func insideJobMessage(_ name: String) -> String {
        "Expected \(name) from synchronous code, found it called from inside a job the scheduler is "
            + "running. To fix, call it outside async code, for example after the user action returns."
    }

    // MARK: Attribution

    /// Runs `body`, attributing every task it starts to `origin` in reports.
    ///
    /// A task whose first job is enqueued while `body` runs gets `origin`. Tasks started later by a
    /// job of a known task inherit that task's origin instead, even while `body` runs ``settle()``.
    @discardableResult
    public func withOrigin<Result, Failure: Error>(
        _ origin: String,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        state.withLock { $0.explicitOrigins.append(origin) }
        defer { state.withLock { _ = $0.explicitOrigins.popLast() } }
        return try body()
    }

    /// Starts a main-actor task whose end the scheduler knows exactly, listed in reports while it lives.
    ///
    /// Untracked tasks are reported only while they are ready or sleep on a timer: when one is
    /// suspended otherwise, the runtime cannot tell whether it ended or waits on something outside
    /// the scheduler. A tracked task is reported until `operation` returns, including while it
    /// waits outside the scheduler, such as on a continuation nobody resumes.
    @discardableResult
    public func spawn(
        origin: String,
        priority: TaskPriority? = nil,
        operation: @escaping @MainActor @Sendable () async -> Void
    ) -> TrackedTask {
        checkOwnerThread("spawn(origin:priority:operation:)")
        let tracked = TrackedTask(origin: origin, scheduler: self)
        state.withLock {
            $0.explicitOrigins.append(origin)
            $0.trackedToLink = tracked
        }
        let task = Task(priority: priority) { @MainActor in
            await operation()
            tracked.operationReturned()
        }
        let number = state.withLock { state -> Int? in
            _ = state.explicitOrigins.popLast()
            state.trackedToLink = nil
            return state.tasks.all.first { $0.tracked === tracked }?.number
        }
        tracked.attach(task, number: number)
        return tracked
    }

    private func checkOwnerThread(_ name: String) {
        precondition(
            isOwnerThread,
            "Expected \(name) on the thread that installed the VirtualTime scheduler, found another "
                + "thread. To fix, call it from the thread that called install()."
        )
    }

    // MARK: Reports

    /// What is still waiting: live tracked tasks, sleepers with their timers, and ready jobs.
    public func pendingWork() -> PendingWork {
        state.withLock { $0.pendingWork() }
    }

    // MARK: Entry points for the executors

    /// Queues a job from the runtime if it is the scheduler's; `false` means forward it.
    func accept(_ job: UnownedJob, onMain: Bool, isTask: Bool) -> Bool {
        let onOwnerThread = owner.isCurrent
        let task: TaskKey?
        if isTask {
            let address = ExecutorBridge.address(of: job)
            task = TaskKey(address: address, id: ExecutorBridge.runtimeTaskID(address: address))
        } else {
            task = nil
        }
        return state.withLock { state in
            state.accept(
                job,
                onMain: onMain,
                task: task,
                onOwnerThread: onOwnerThread,
                currentTask: ExecutorBridge.currentTask
            )
        }
    }

    /// Queues a sleep's job as a virtual timer if it is the scheduler's; `false` means forward it.
    func acceptTimer(_ job: UnownedJob, onMain: Bool, request: SleepRequest) -> Bool {
        let onOwnerThread = owner.isCurrent
        let sleeper = ExecutorBridge.currentTask()
        return state.withLock { state in
            state.acceptTimer(job, onMain: onMain, request: request, sleeper: sleeper, onOwnerThread: onOwnerThread)
        }
    }

    /// Called by a tracked task's last job, once its operation returned.
    func trackedTaskFinished(_ number: Int, tracked: TrackedTask) {
        state.withLock { $0.trackedTaskFinished(number, tracked: tracked) }
    }
}
