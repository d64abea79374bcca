import Synchronization

extension VirtualScheduler {
    /// Whether the caller runs under this scheduler: on its thread, or as a task it knows.
    func ownsCurrentContext() -> Bool {
        if isOwnerThread { return true }
        guard let task = ExecutorBridge.currentTask() else { return false }
        return state.withLock { $0.knownTaskNumber(task) != nil }
    }

    /// Suspends the current task until virtual time reaches `deadline`, exactly; throws if cancelled.
    ///
    /// ``VirtualClock`` sleeps come here instead of going through the runtime, so their deadlines
    /// need no rounding and cancelling one removes its timer at once.
    func sleep(until deadline: Duration) async throws {
        let ticket = SleepTicket()
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                let sleeper = ExecutorBridge.currentTask()
                let registered = ticket.register { () -> UInt64? in
                    state.withLock { state in
                        // A task abandoned by reset() sleeps forever: its continuation is never resumed.
                        if let sleeper, state.abandonedTasks.contains(sleeper) { return nil }
                        return state.addTimer(
                            deadline: max(deadline, state.now),
                            action: .resume(continuation),
                            owner: sleeper.flatMap(state.knownTaskNumber)
                        )
                    }
                }
                if !registered { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            guard let id = ticket.cancel() else { return }
            let timer = state.withLock { $0.removeTimer(id) }
            if case .resume(let continuation)? = timer?.action {
                continuation.resume(throwing: CancellationError())
            }
        }
    }
}

/// Coordinates a ``VirtualClock`` sleep with its cancellation handler, which may run first or on another thread.
private final class SleepTicket: Sendable {
    /// Where the sleep is: not yet registered, waiting on a timer, or cancelled.
    private enum Phase {
        case waitingToRegister
        case registered(UInt64)
        case cancelled
    }

    private let phase = Mutex(Phase.waitingToRegister)

    /// Adds the timer unless the sleep was already cancelled; returns `false` if it was.
    func register(_ addTimer: () -> UInt64?) -> Bool {
        phase.withLock { phase in
            guard case .waitingToRegister = phase else { return false }
            if let id = addTimer() {
                phase = .registered(id)
            } else {
                phase = .cancelled
            }
            return true
        }
    }

    /// Marks the sleep cancelled and returns the timer to remove, if one was added.
    func cancel() -> UInt64? {
        phase.withLock { phase in
            defer { phase = .cancelled }
            if case .registered(let id) = phase { return id }
            return nil
        }
    }
}
