package import VirtualTime

/// A task the dialect started for a view: tracked by the installed scheduler, or a plain task without one.
///
/// With a ``VirtualScheduler`` installed by the calling thread, the task is started with
/// `spawn(origin:priority:operation:)`, so reports list it under its origin (`ShelfScreen .task(id: 3)`)
/// until its operation returns. Without one (or from a thread that does not own it, such as another
/// test's), it is a plain `Task { @MainActor in ... }`, which the runtime's own executors run.
package struct ViewTask: Sendable {
    /// Who started the task, as reports show it.
    package let origin: String
    /// The scheduler's handle, when the task runs on virtual time.
    package let tracked: TrackedTask?
    private let plain: Task<Void, Never>?

    /// Starts `operation` on the main actor, through the installed scheduler when this thread owns it.
    @MainActor
    package static func start(
        origin: String,
        priority: TaskPriority? = nil,
        operation: @escaping @MainActor @Sendable () async -> Void
    ) -> ViewTask {
        if let scheduler = VirtualScheduler.current, scheduler.isOwnedByCurrentThread {
            let tracked = scheduler.spawn(origin: origin, priority: priority, operation: operation)
            return ViewTask(origin: origin, tracked: tracked, plain: nil)
        }
        let plain = Task(priority: priority) { @MainActor in await operation() }
        return ViewTask(origin: origin, tracked: nil, plain: plain)
    }

    /// Asks the task to stop; its sleeps throw `CancellationError` when it next runs.
    package func cancel() {
        tracked?.cancel()
        plain?.cancel()
    }

    /// Whether ``cancel()`` was called.
    package var isCancelled: Bool {
        tracked?.isCancelled ?? plain?.isCancelled ?? false
    }
}
