import Synchronization

/// The installed scheduler, if any.
private let installed = Mutex<VirtualScheduler?>(nil)

/// Held for the whole body of ``withVirtualTime(jobLimit:_:)``, so scoped installations take turns.
private let scopeLock = Mutex<Void>(())

extension VirtualScheduler {
    /// The installed scheduler, if any.
    public static var current: VirtualScheduler? {
        installed.withLock { $0 }
    }

    /// Makes a new scheduler the runtime's main and global executor, owned by the calling thread.
    ///
    /// For an executable, call it first thing in a synchronous `main` (top-level code), before any
    /// task starts, and keep it for the life of the process. Only one scheduler can be installed at a
    /// time; tests should prefer ``withVirtualTime(jobLimit:_:)``, which waits its turn.
    ///
    /// Jobs enqueued on other threads that are not the scheduler's (the test runner's, or another
    /// test's) are handed to the executors it replaced, so code outside virtual time keeps running.
    ///
    /// From then on the calling thread's clocks read virtual time: `Date()` and `Date.now` are
    /// ``startDate`` plus ``now``, and `ContinuousClock`, `SuspendingClock` and `DispatchTime` move
    /// only when virtual time does. Other threads keep the real clock; ``RealClock`` reads it anywhere.
    public static func install(jobLimit: Int = defaultJobLimit) -> VirtualScheduler {
        // Checked while the runtime's own executors still run tasks, so that its probe tasks are not this one's.
        _ = ExecutorBridge.taskIDsAreReadable
        let scheduler = VirtualScheduler(jobLimit: jobLimit, owner: .current)
        installed.withLock { current in
            precondition(
                current == nil,
                "Expected no VirtualTime scheduler to be installed, found one. To fix, uninstall it "
                    + "first, or use withVirtualTime { }, which waits for the other one to finish."
            )
            current = scheduler
        }
        let runner = ExecutorBridge.install(scheduler)
        scheduler.state.withLock { $0.runner = runner }
        ThreadClock.begin(at: .zero)
        return scheduler
    }

    /// Puts back the executors ``install(jobLimit:)`` replaced and returns the work left behind.
    ///
    /// Jobs and live timers still pending are abandoned: their tasks never resume. Timers of
    /// cancelled sleeps are fired first, which frees them without waking anyone.
    @discardableResult
    public func uninstall() -> PendingWork {
        checkCaller("uninstall()")
        while let timer = state.withLock({ $0.timers.popDead() }),
            case .job(let job, let onMain) = timer.action,
            let runner = state.withLock({ $0.runner })
        {
            runner.run(job, onMain: onMain)
        }
        let leftBehind = pendingWork()
        let runner = state.withLock { state -> (any JobRunning)? in
            defer { state.runner = nil }
            return state.runner
        }
        if let runner { ExecutorBridge.uninstall(runner) }
        ThreadClock.end()
        installed.withLock { current in
            if current === self { current = nil }
        }
        return leftBehind
    }
}

/// Runs `body` with a freshly installed ``VirtualScheduler``, then uninstalls it.
///
/// Calls from different threads take turns: a second caller blocks until the first returns, so
/// tests in different suites (or targets) that use virtual time cannot overlap. Nesting on one
/// thread is a programming error and stops with a message.
///
/// Swift Testing on Swift 6.3.1 for Linux, as verified here: swapping the executors inside a
/// *synchronous* test function and swapping back before it returns works, `@MainActor` or not,
/// while other suites run in parallel: their jobs are enqueued on their own threads, so the
/// scheduler hands them to the platform executors. The body must not `await` (it is synchronous
/// for that reason): an awaiting test would park its own continuation in the scheduler and hang.
/// Run tests that install virtual time in a `.serialized` suite, or rely on this function's lock.
/// When the scheduler's thread is not the main thread, `MainActor.assumeIsolated` still works on
/// it: the main executor vouches for its owner thread.
public func withVirtualTime<Result, Failure: Error>(
    jobLimit: Int = VirtualScheduler.defaultJobLimit,
    _ body: (VirtualScheduler) throws(Failure) -> Result
) throws(Failure) -> Result {
    precondition(
        VirtualScheduler.current?.isOwnerThread != true,
        "Expected no VirtualTime scheduler on this thread, found one already installed. To fix, use "
            + "the scheduler you already have instead of nesting withVirtualTime { }."
    )
    var outcome: Swift.Result<Result, Failure>?
    scopeLock.withLock { _ in
        let scheduler = VirtualScheduler.install(jobLimit: jobLimit)
        defer { scheduler.uninstall() }
        outcome = Swift.Result { () throws(Failure) -> Result in try body(scheduler) }
    }
    guard let outcome else { fatalError("withVirtualTime's body did not run.") }
    return try outcome.get()
}
