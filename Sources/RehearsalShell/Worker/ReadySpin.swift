import Foundation
import Synchronization

/// Waits a short while for a pipe by asking it again and again, before the caller sleeps in `poll`.
///
/// A process that sleeps while its worker computes a step is woken when the reply arrives, and on a virtual machine
/// that wake-up can cost more than the step. Measured on this project's 2-processor virtual machine, with a child that
/// computes 400 µs and answers through a pipe: the parent sleeping in `read` saw the answer after 466–713 µs
/// (median of 2,000, five runs), the parent asking without sleeping after 413–427 µs. A step of the shell takes that
/// long, so the shell front asks for the worker's reply for up to ``budget`` before it sleeps.
///
/// It costs the front up to ``budget`` of processor time a step, and only helps when the worker runs on another
/// processor meanwhile: with one processor it is never done, between two questions it yields its processor to any
/// process waiting for one, and one thread of a process asks at a time (``waitIfAlone(_:_:budget:)``).
///
/// Only a reply is asked for, not the next request. A process that has just written wakes its reader on its own
/// processor, so a worker asking for the next request after its reply kept the client that had to send it from
/// running: with a client that sleeps, a tenth of its round trips took the whole time asked longer (measured with the
/// same two processes: 90th percentile 1.4–1.8 ms instead of 0.9 ms).
enum ReadySpin {
    /// How long to ask for a reply before sleeping: longer than most steps (a tab switch, a tap at 100,000 rows), a
    /// blink beside the steps that take longer (an open of 100,000 rows takes seconds).
    static let budget: Duration = .milliseconds(2)

    /// Whether asking can help: the process may run on more than one processor.
    static let isUseful = ProcessInfo.processInfo.activeProcessorCount > 1

    /// Whether a thread of this process is asking (``waitIfAlone(_:_:budget:)``).
    private static let asking = Atomic<Bool>(false)

    /// ``wait(_:_:budget:)``, unless another thread of this process is asking: then `false` at once. A parallel
    /// replay's threads, each waiting for its own worker, would otherwise keep every processor busy asking.
    static func waitIfAlone(_ descriptors: UnsafeMutablePointer<pollfd>, _ count: nfds_t, budget: Duration) -> Bool {
        guard takeTurn() else { return false }
        defer { endTurn() }
        return wait(descriptors, count, budget: budget)
    }

    /// Takes this process's turn to ask; `false` when another thread has it.
    static func takeTurn() -> Bool {
        asking.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
    }

    static func endTurn() {
        asking.store(false, ordering: .releasing)
    }

    /// Asks `descriptors` (`poll` without a wait) until one is ready or `budget` has passed; `true` when one is.
    static func wait(_ descriptors: UnsafeMutablePointer<pollfd>, _ count: nfds_t, budget: Duration) -> Bool {
        let end = MonotonicTime.now() + budget
        repeat {
            let ready = poll(descriptors, count, 0)
            // Ready, or an error the caller's own `poll` reports; a signal's interruption is asked past.
            if ready > 0 || (ready < 0 && errno != EINTR) { return true }
            // A process that waits its turn (the worker, when a client asks without sleeping too) runs first.
            sched_yield()
        } while MonotonicTime.now() < end
        return false
    }
}
