import CVirtualClock

extension VirtualScheduler {
    /// Whether the libraries' clocks reach `CVirtualClock` (checked once, the first time it is asked).
    package static var clocksAreVirtual: Bool { ThreadClock.isInterposed }

    /// Whether `swift_task_getJobTaskId` tells tasks apart (checked once, before the first install).
    package static var taskIDsAreReadable: Bool { ExecutorBridge.taskIDsAreReadable }
}

extension SchedulerEscapes {
    /// Whether the overrides of `dispatch_async` and `pthread_create` found what they forward to: checked once.
    ///
    /// When they did not, nothing is reported: no step warning, and no work in the outside-world registry.
    package static let isWatched: Bool =
        !StartupCheckHook.forcesFailure(of: "escapes") && rehearsal_escapes_are_watched() != 0
}
