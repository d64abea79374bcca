import Synchronization

/// A main-actor task started by ``VirtualScheduler/spawn(origin:priority:operation:)``, whose end is known exactly.
public final class TrackedTask: Sendable {
    /// Who started the task, as given to `spawn`.
    public let origin: String

    /// What is filled in after `spawn` creates the task, and what changes when it ends.
    private struct State {
        var number: Int?
        var handle: Task<Void, Never>?
        var isFinished = false
    }

    private let scheduler: VirtualScheduler
    private let state = Mutex(State())

    init(origin: String, scheduler: VirtualScheduler) {
        self.origin = origin
        self.scheduler = scheduler
    }

    /// The task's stable id in reports, such as `task#3`.
    public var label: String {
        state.withLock { $0.number.map { "task#\($0)" } ?? "task#?" }
    }

    /// Whether the operation has returned.
    public var isFinished: Bool {
        state.withLock { $0.isFinished }
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool {
        state.withLock { $0.handle?.isCancelled ?? false }
    }

    /// Cancels the task; its sleeps throw `CancellationError` at the scheduler's next step.
    public func cancel() {
        state.withLock { $0.handle }?.cancel()
    }

    func attach(_ handle: Task<Void, Never>, number: Int?) {
        state.withLock {
            $0.handle = handle
            $0.number = number
        }
    }

    func operationReturned() {
        let number = state.withLock { state -> Int? in
            state.isFinished = true
            return state.number
        }
        if let number { scheduler.trackedTaskFinished(number, tracked: self) }
    }
}
