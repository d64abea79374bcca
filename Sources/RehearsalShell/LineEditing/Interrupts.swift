import CEditLine
import Synchronization

/// Set by the SIGINT handler, read by whoever polls; an atomic store is async-signal-safe.
private let interruptPending = Atomic<Bool>(false)

/// Guards against installing the handler twice.
private let handlerInstalled = Atomic<Bool>(false)

/// Ctrl-C as a flag that long-running work polls, instead of a signal that ends the process.
///
/// Once `install()` has run, SIGINT no longer terminates the shell: it sets a flag, and a blocking read is
/// interrupted (the handler is installed without `SA_RESTART`), which is how `LineEditor.readLine()` turns
/// Ctrl-C into `.interrupted`. Work such as a settle loop checks `isPending` between steps and stops at a
/// safe point, then calls `clear()`.
package enum Interrupts {
    /// The errors installing the handler can meet.
    package enum Failure: Error, Equatable {
        /// `sigaction` refused, for the reason `errno` gives.
        case sigactionFailed(errno: Int32)
    }

    /// Routes SIGINT to the flag and unblocks it on the calling thread; later calls do nothing.
    package static func install() throws(Failure) {
        guard
            handlerInstalled.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
                .exchanged
        else { return }
        let error = ceditline_install_signal_handler(SIGINT) { _ in
            interruptPending.store(true, ordering: .releasing)
        }
        guard error == 0 else {
            handlerInstalled.store(false, ordering: .releasing)
            throw .sigactionFailed(errno: error)
        }
    }

    /// Whether Ctrl-C was pressed since the last `clear()` or `consume()`.
    package static var isPending: Bool {
        interruptPending.load(ordering: .acquiring)
    }

    /// Forgets a pending interrupt, for example before starting new work.
    package static func clear() {
        interruptPending.store(false, ordering: .releasing)
    }

    /// Returns whether an interrupt was pending, and clears it in the same step.
    package static func consume() -> Bool {
        interruptPending.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Sets the flag as the handler would, so code that polls can be tested without sending a signal.
    package static func simulate() {
        interruptPending.store(true, ordering: .releasing)
    }
}
