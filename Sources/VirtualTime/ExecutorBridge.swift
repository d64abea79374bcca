// The only file that touches the concurrency runtime's experimental executor SPI.
//
// The executor-factory SPI changed names between Swift 6.2 and 6.3 (`SchedulableExecutor` became
// `SchedulingExecutor`), so everything that depends on it lives here, behind one compiler check.
// The rest of the target sees only `ExecutorBridge`, `TaskKey` and `JobRunning`.

#if compiler(>=6.3)
    @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
    import Synchronization

    /// Swaps the runtime's main and global executors for ones that feed a ``VirtualScheduler``, and back.
    ///
    /// Verified on Swift 6.3.1 for Linux:
    /// - `_createExecutors(factory:)` only assigns `MainActor.executor` and `Task.defaultExecutor`, so it
    ///   can be called again later with a factory that returns the executors saved at install time.
    /// - Every job reaches `enqueue(_:)`; every sleep (`Task.sleep(for:)`, `(nanoseconds:)`,
    ///   `ContinuousClock`, `SuspendingClock`) reaches `enqueue(_:at:tolerance:clock:)` of the *global*
    ///   executor as an absolute instant of its clock, carrying a separate little "sleep task" job that resumes
    ///   the sleeper when run.
    /// - A task's job pointer is the task's own address (the same address `withUnsafeCurrentTask`
    ///   reports while it runs). Addresses are reused after a task ends, so a task is identified by its
    ///   address *and* the runtime's 64-bit task id, read with `swift_task_getJobTaskId`, the runtime
    ///   entry point behind `UnownedJob.description`.
    /// - While a task creates another, or sets a sleep's timer, it is the current task in `enqueue`;
    ///   when a task hops or is resumed, it is not (it has already suspended).
    /// - Jobs the scheduler does not own go to the executors it replaced; from a test's thread that
    ///   includes the test runner's and other tests' jobs, which keep running in real time.
    enum ExecutorBridge {
        /// Installs executors that hand every job to `scheduler`, remembering the ones they replace.
        static func install(_ scheduler: VirtualScheduler) -> any JobRunning {
            let previousMain = MainActor.executor
            let previousGlobal = Task.defaultExecutor
            let executors = VirtualExecutors(
                main: VirtualMainExecutor(scheduler: scheduler, previous: previousMain),
                global: VirtualGlobalExecutor(scheduler: scheduler, previous: previousGlobal),
                previousMain: previousMain,
                previousGlobal: previousGlobal
            )
            factoryChoice.withLock { $0 = FactoryChoice(main: executors.main, global: executors.global) }
            _createExecutors(factory: ChosenExecutorFactory.self)
            return executors
        }

        /// Puts back the executors that `install(_:)` replaced.
        static func uninstall(_ runner: any JobRunning) {
            guard let executors = runner as? VirtualExecutors else { return }
            factoryChoice.withLock {
                $0 = FactoryChoice(main: executors.previousMain, global: executors.previousGlobal)
            }
            _createExecutors(factory: ChosenExecutorFactory.self)
            executors.main.detach()
            executors.global.detach()
            // The runtime keeps unowned references to executors (a job's current executor, for one), so
            // retired executors stay alive; detached, they forward anything that still reaches them.
            retiredExecutors.withLock { $0.append(executors) }
        }

        /// The task running on this thread, if any.
        static func currentTask() -> TaskKey? {
            withUnsafeCurrentTask { task in
                guard let task else { return nil }
                // `UnsafeCurrentTask` is a single reference to the task object; its bits are the address.
                let address = unsafeBitCast(task, to: UInt.self)
                return TaskKey(address: address, id: runtimeTaskID(address: address))
            }
        }

        /// The runtime's id of the task whose job (or object) lives at `address` (0 when ids are unreadable).
        static func runtimeTaskID(address: UInt) -> UInt64 {
            guard taskIDsAreReadable else { return 0 }
            return rawTaskID(address: address)
        }

        private static func rawTaskID(address: UInt) -> UInt64 {
            // A task's job header is the task object itself, so the address is a valid job reference.
            _swiftTaskGetJobTaskID(unsafeBitCast(address, to: UnownedJob.self))
        }

        /// Whether `swift_task_getJobTaskId` tells tasks apart: checked once, before the first install, on
        /// two tasks that do nothing (they run on the runtime's own executors and end at once).
        ///
        /// When it does not, every id reads 0 and tasks are told apart by address only.
        static let taskIDsAreReadable: Bool = {
            guard !StartupCheckHook.forcesFailure(of: "task-ids") else { return false }
            let first = Task.detached(priority: .background) {}
            let second = Task.detached(priority: .background) {}
            // A `Task` is a single reference to the task object, whose address is its job's.
            let ids = [first, second].map { rawTaskID(address: unsafeBitCast($0, to: UInt.self)) }
            return ids[0] != 0 && ids[1] != 0 && ids[0] != ids[1]
        }()

        /// The address of a job: for task jobs, the task's address.
        static func address(of job: UnownedJob) -> UInt {
            unsafeBitCast(job, to: UInt.self)
        }
    }

    /// Reads the runtime's 64-bit id of a task job; the standard library's `UnownedJob.description` uses it.
    @_silgen_name("swift_task_getJobTaskId")
    private func _swiftTaskGetJobTaskID(_ job: UnownedJob) -> UInt64

    /// Executors from earlier installations, kept alive because the runtime may still point at them.
    private let retiredExecutors = Mutex<[any JobRunning]>([])

    /// The executors the factory hands out next; read only inside `_createExecutors(factory:)`.
    private let factoryChoice = Mutex<FactoryChoice?>(nil)

    /// A main and a global executor chosen for the next `_createExecutors(factory:)` call.
    private struct FactoryChoice: Sendable {
        var main: any MainExecutor
        var global: any TaskExecutor
    }

    /// The executor factory given to the runtime; it returns whatever `factoryChoice` holds.
    private struct ChosenExecutorFactory: ExecutorFactory {
        static var mainExecutor: any MainExecutor {
            guard let choice = factoryChoice.withLock({ $0 }) else { fatalError("No executors were chosen.") }
            return choice.main
        }

        static var defaultExecutor: any TaskExecutor {
            guard let choice = factoryChoice.withLock({ $0 }) else { fatalError("No executors were chosen.") }
            return choice.global
        }
    }

    /// The installed pair of executors, which also runs the jobs the scheduler picks.
    private final class VirtualExecutors: JobRunning {
        let main: VirtualMainExecutor
        let global: VirtualGlobalExecutor
        let previousMain: any MainExecutor
        let previousGlobal: any TaskExecutor

        init(
            main: VirtualMainExecutor,
            global: VirtualGlobalExecutor,
            previousMain: any MainExecutor,
            previousGlobal: any TaskExecutor
        ) {
            self.main = main
            self.global = global
            self.previousMain = previousMain
            self.previousGlobal = previousGlobal
        }

        func run(_ job: UnownedJob, onMain: Bool) {
            if onMain {
                job.runSynchronously(on: main.asUnownedSerialExecutor())
            } else {
                job.runSynchronously(on: global.asUnownedTaskExecutor())
            }
        }
    }

    /// Feeds main-actor jobs to the scheduler; jobs that are not the scheduler's go to the executor it replaced.
    private final class VirtualMainExecutor: MainExecutor, SchedulingExecutor, Sendable {
        private let link: SchedulerLink
        private let previous: any MainExecutor

        init(scheduler: VirtualScheduler, previous: any MainExecutor) {
            self.link = SchedulerLink(scheduler)
            self.previous = previous
        }

        func detach() { link.detach() }

        func enqueue(_ job: consuming ExecutorJob) {
            let isTask = job.kind == .task
            let unowned = UnownedJob(job)
            if !link.accept(unowned, onMain: true, isTask: isTask) { previous.enqueue(ExecutorJob(unowned)) }
        }

        func enqueue<C: Clock>(
            _ job: consuming ExecutorJob,
            at instant: C.Instant,
            tolerance: C.Duration?,
            clock: C
        ) {
            let request = sleepRequest(until: instant, clock: clock)
            let unowned = UnownedJob(job)
            if !link.acceptTimer(unowned, onMain: true, request: request) {
                forwardTimer(unowned, at: instant, tolerance: tolerance, clock: clock, to: previous)
            }
        }

        /// Runs the scheduler until nothing is left to do, if the runtime ever drains the main queue with it.
        func run() throws {
            link.scheduler?.runUntilIdle()
        }

        func stop() {}

        var isMainExecutor: Bool { true }

        /// Lets `MainActor.assumeIsolated` succeed on the thread that owns the scheduler.
        ///
        /// On any other thread the main actor is what the replaced executor says it is (the real main
        /// thread), since jobs that are not the scheduler's run there: code outside virtual time (another
        /// test, say) keeps its main actor while a scheduler is installed on a thread of its own.
        func checkIsolated() {
            if let scheduler = link.scheduler, scheduler.isOwnerThread { return }
            previous.checkIsolated()
        }

        func isIsolatingCurrentContext() -> Bool? {
            if link.scheduler?.isOwnerThread == true { return true }
            return previous.isIsolatingCurrentContext()
        }
    }

    /// Feeds global-executor jobs and every sleep to the scheduler; foreign ones go to the executor it replaced.
    private final class VirtualGlobalExecutor: TaskExecutor, SchedulingExecutor, Sendable {
        private let link: SchedulerLink
        private let previous: any TaskExecutor

        init(scheduler: VirtualScheduler, previous: any TaskExecutor) {
            self.link = SchedulerLink(scheduler)
            self.previous = previous
        }

        func detach() { link.detach() }

        func enqueue(_ job: consuming ExecutorJob) {
            let isTask = job.kind == .task
            let unowned = UnownedJob(job)
            if !link.accept(unowned, onMain: false, isTask: isTask) { previous.enqueue(ExecutorJob(unowned)) }
        }

        func enqueue<C: Clock>(
            _ job: consuming ExecutorJob,
            at instant: C.Instant,
            tolerance: C.Duration?,
            clock: C
        ) {
            let request = sleepRequest(until: instant, clock: clock)
            let unowned = UnownedJob(job)
            if !link.acceptTimer(unowned, onMain: false, request: request) {
                forwardTimer(unowned, at: instant, tolerance: tolerance, clock: clock, to: previous)
            }
        }
    }

    /// The scheduler an executor feeds; cleared at uninstall so a stale executor forwards everything.
    private final class SchedulerLink: Sendable {
        private let storage: Mutex<VirtualScheduler?>

        init(_ scheduler: VirtualScheduler) { storage = Mutex(scheduler) }

        var scheduler: VirtualScheduler? { storage.withLock { $0 } }

        func detach() { storage.withLock { $0 = nil } }

        /// Hands a job to the scheduler; `false` when it is not the scheduler's, or the link is detached.
        func accept(_ job: UnownedJob, onMain: Bool, isTask: Bool) -> Bool {
            scheduler?.accept(job, onMain: onMain, isTask: isTask) ?? false
        }

        /// Hands a sleeping job to the scheduler; `false` when it is not the scheduler's, or the link is detached.
        func acceptTimer(_ job: UnownedJob, onMain: Bool, request: SleepRequest) -> Bool {
            scheduler?.acceptTimer(job, onMain: onMain, request: request) ?? false
        }
    }

    /// What a sleep asked for: a virtual deadline, or the duration from its clock's now to its instant.
    ///
    /// Read on the scheduler's thread, the runtime clocks answer virtual time (``ThreadClock``), which
    /// does not move while a job runs, so the subtraction gives back exactly the duration asked for.
    private func sleepRequest<C: Clock>(until instant: C.Instant, clock: C) -> SleepRequest {
        if let deadline = instant as? VirtualClock.Instant {
            return .virtualDeadline(deadline.offset)
        }
        if let duration = clock.now.duration(to: instant) as? Duration {
            return .afterNow(duration)
        }
        return .afterNow(.zero)
    }

    /// Hands a timed job the scheduler does not own to the executor that was replaced.
    private func forwardTimer<C: Clock>(
        _ job: UnownedJob,
        at instant: C.Instant,
        tolerance: C.Duration?,
        clock: C,
        to previous: any Executor
    ) {
        if let scheduling = previous as? any SchedulingExecutor {
            scheduling.enqueue(ExecutorJob(job), at: instant, tolerance: tolerance, clock: clock)
        } else {
            previous.enqueue(ExecutorJob(job))
        }
    }

#else

    /// Without the Swift 6.3 executor factory there is nothing to install; every entry point explains why.
    enum ExecutorBridge {
        static func install(_ scheduler: VirtualScheduler) -> any JobRunning {
            fatalError("VirtualTime needs Swift 6.3 or later: it installs executors through the executor factory.")
        }

        static func uninstall(_ runner: any JobRunning) {}

        static func currentTask() -> TaskKey? { nil }

        static func runtimeTaskID(address: UInt) -> UInt64 { 0 }

        static let taskIDsAreReadable = false

        static func address(of job: UnownedJob) -> UInt { unsafeBitCast(job, to: UInt.self) }
    }

#endif
