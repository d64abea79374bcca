import Foundation

/// Waits a short while for a pipe by asking it again and again, before the caller sleeps in `poll`.
///
/// A process that sleeps while its worker computes a step is woken when the reply arrives, and on a virtual machine
/// that wake-up can cost more than the step. Measured on this project's 2-processor virtual machine, with a child that
/// computes 400 µs and answers through a pipe: the parent sleeping in `read` saw the answer after 470–710 µs
/// (median; 740–850 µs in one case of ten), the parent asking without sleeping after 413–427 µs. A step of the shell
/// takes that long, so the shell front asks for the worker's reply for up to ``budget`` before it sleeps.
///
/// It costs the front up to ``budget`` of processor time a step, and only helps when the worker runs on another
/// processor meanwhile: with one processor it is never done, and between two questions it yields its processor to
/// any process waiting for one.
enum ReadySpin {
    /// How long to ask before sleeping: longer than most steps (a tab switch, a tap at 100,000 rows), a blink beside
    /// the steps that take longer (an open of 100,000 rows takes seconds).
    static let budget: Duration = .milliseconds(2)

    /// How long a front or a worker that has just replied asks for the next request before it sleeps: a client in a
    /// loop sends it within that (its own wake-up included), a person at a prompt does not, and costs that once.
    static let requestBudget: Duration = .milliseconds(1)

    /// Whether asking can help: the process may run on more than one processor.
    static let isUseful = ProcessInfo.processInfo.activeProcessorCount > 1

    /// Asks `descriptors` (`poll` without a wait) until one is ready or `budget` has passed; `true` when one is.
    static func wait(_ descriptors: UnsafeMutablePointer<pollfd>, _ count: nfds_t, budget: Duration = budget) -> Bool {
        let end = MonotonicTime.now() + budget
        repeat {
            let ready = poll(descriptors, count, 0)
            if ready != 0 { return true }
            // A process that waits its turn (the worker, when a client asks without sleeping too) runs first.
            sched_yield()
        } while MonotonicTime.now() < end
        return false
    }
}
