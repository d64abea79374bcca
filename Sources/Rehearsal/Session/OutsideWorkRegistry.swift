package import VirtualTime

/// The session's list of work sent out of the virtual scheduler (dispatch queue hops, threads, Foundation
/// timers, `URLSession` tasks), each with the step that sent it: `tasks` prints what still waits on the outside
/// world, and `settle` names it, since virtual time cannot settle it.
///
/// `CVirtualClock` records the work process-wide; the registry reads back, after each step, what this
/// session's thread recorded since, and forgets it all when the preview is torn down.
@MainActor package final class OutsideWorkRegistry {
    /// The first registry index not read yet.
    private var scanned = OutsideWork.recordedCount
    private var entries: [(index: Int32, origin: String)] = []

    package init() {}

    /// Takes what the session's thread sent out since the last call, as sent by `origin` (a step's command).
    package func collect(origin: String) {
        let end = OutsideWork.recordedCount
        // Unwatched (the start-up check failed): what was recorded cannot be trusted to be complete.
        guard SchedulerEscapes.isWatched else {
            scanned = end
            return
        }
        while scanned < end {
            if let work = OutsideWork.read(scanned), FoundationHooksCheck.passes || !work.isFromFoundation {
                entries.append((scanned, origin))
            }
            scanned += 1
        }
    }

    /// Forgets the work of the preview torn down (it may still run, but no longer belongs to a session).
    package func forget() {
        scanned = OutsideWork.recordedCount
        entries.removeAll()
    }

    /// What still waits on the outside world, in the order it was sent.
    package var waiting: [(work: OutsideWork, origin: String)] {
        entries.compactMap { entry in
            guard let work = OutsideWork.read(entry.index), !work.isFinished else { return nil }
            return (work, entry.origin)
        }
    }

    /// The `tasks` section, or `nil` when nothing waits.
    package func listing(_ waiting: [(work: OutsideWork, origin: String)]) -> String? {
        guard !waiting.isEmpty else { return nil }
        let lines = waiting.map { "  \($0.work.description) [origin: \($0.origin)]" }
        return (["waiting on the outside world (real time, which the session does not drive):"] + lines)
            .joined(separator: "\n")
    }

    /// What `settle` adds when work waits on the outside world, or `nil`.
    package func settleNote(_ waiting: [(work: OutsideWork, origin: String)]) -> String? {
        guard !waiting.isEmpty else { return nil }
        let count = waiting.count == 1 ? "1 piece of work waits" : "\(waiting.count) pieces of work wait"
        let named = waiting.map { "\($0.work.name) from \($0.origin)" }.joined(separator: ", ")
        return "not settled: \(count) on the outside world, which virtual time does not drive: \(named). "
            + "`tasks` lists \(waiting.count == 1 ? "it" : "them"). To fix, replace "
            + "\(waiting.count == 1 ? "it" : "them") with async/await (Task, Task.sleep, Timer.publish) or a stub, "
            + "so the session's virtual time runs the work."
    }
}
