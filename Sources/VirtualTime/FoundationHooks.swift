import CVirtualClock

/// Whether the overrides that see Foundation's timers and `URLSession`'s transfers (`CVirtualClock/OutsideWork.c`)
/// found the functions they forward to: libFoundation's `CFRunLoopAddTimer`, `CFRunLoopTimerInvalidate` and
/// `CFRunLoopRemoveTimer`, and, when FoundationNetworking is loaded, libcurl's `curl_multi_add_handle` and
/// `curl_multi_remove_handle`.
///
/// The start-up check `foundation` adds a probe timer on top (Foundation must reach the override); when it
/// fails, neither the step warning nor `tasks` nor `settle` names a timer or a request: nothing is guessed.
package enum FoundationHooks {
    /// The check's name, as `REHEARSE_FAIL_STARTUP_CHECK` takes it.
    package static let checkName = "foundation"

    /// Whether the overrides found what they forward to (checked once; failed by the test hook).
    package static let areFound: Bool =
        !StartupCheckHook.forcesFailure(of: checkName) && rehearsal_outside_timers_are_watched() != 0
        && (rehearsal_outside_networking_is_loaded() == 0 || rehearsal_outside_requests_are_watched() != 0)

    /// How many times libFoundation's `CFRunLoopAddTimer` reached the override so far.
    package static var timerAdds: Int64 { rehearsal_outside_timer_adds() }

    /// Runs `body` (which adds a probe timer) without recording or counting its timers as a step's work.
    package static func probing(_ body: () -> Void) {
        rehearsal_outside_set_probing(1)
        defer { rehearsal_outside_set_probing(0) }
        body()
    }
}

extension OutsideWork {
    /// Whether it is a Foundation `Timer` or a `URLSession` task, which the `foundation` check covers.
    package var isFromFoundation: Bool { kind == .timer || kind == .request }
}
