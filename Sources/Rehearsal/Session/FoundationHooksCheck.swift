import Foundation
import VirtualTime

/// The start-up check `foundation`: a probe `Timer` added to the run loop must reach the override of
/// `CFRunLoopAddTimer`, and the overrides must have found what they forward to (``FoundationHooks``).
///
/// When it fails, `tasks`, `settle` and the step warning name no Foundation timer and no `URLSession` task.
enum FoundationHooksCheck {
    /// Whether Foundation's timers and requests are seen: checked once, on the first call.
    @MainActor static let passes: Bool = {
        guard FoundationHooks.areFound else { return false }
        let before = FoundationHooks.timerAdds
        FoundationHooks.probing {
            let probe = Timer(timeInterval: 3_600, repeats: false) { _ in }
            RunLoop.current.add(probe, forMode: .default)
            probe.invalidate()
        }
        return FoundationHooks.timerAdds > before
    }()
}
