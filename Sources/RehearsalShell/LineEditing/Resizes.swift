import CEditLine
import Synchronization

/// Set by the SIGWINCH handler, read by the line editor; an atomic store is async-signal-safe.
private let resizePending = Atomic<Bool>(false)

/// Guards against installing the handler twice.
private let resizeHandlerInstalled = Atomic<Bool>(false)

/// A change of the terminal's size (SIGWINCH) as a flag that the line editor reads when its wait for a key
/// is interrupted, so it can draw the line being edited again for the new width.
///
/// libedit's own handler (`EL_SIGNAL`) learns the new size and then passes the signal on to this one.
package enum Resizes {
    /// Routes SIGWINCH to the flag, without `SA_RESTART`, so a blocking read returns `EINTR`; later calls do
    /// nothing. Returns `false` when `sigaction` refused.
    @discardableResult
    package static func install() -> Bool {
        guard
            resizeHandlerInstalled.compareExchange(
                expected: false, desired: true, ordering: .acquiringAndReleasing
            ).exchanged
        else { return true }
        let error = ceditline_install_signal_handler(SIGWINCH) { _ in
            resizePending.store(true, ordering: .releasing)
        }
        guard error == 0 else {
            resizeHandlerInstalled.store(false, ordering: .releasing)
            return false
        }
        return true
    }

    /// Forgets a resize, for example one that came while no line was being edited.
    package static func clear() {
        resizePending.store(false, ordering: .releasing)
    }

    /// Returns whether the terminal was resized since the last call, and clears the flag in the same step.
    package static func consume() -> Bool {
        resizePending.exchange(false, ordering: .acquiringAndReleasing)
    }
}
