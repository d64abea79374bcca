import VirtualTime

extension CrashBacktrace {
    /// The worker's `SWIFT_BACKTRACE`: the backtracer off when the test hook fails the `backtracer` start-up
    /// check, so that a trap is reported as it is where the backtracer is missing (no frame, the preview's
    /// line unknown).
    static var environmentValueAfterStartupCheck: String {
        StartupCheckHook.forcesFailure(of: "backtracer") ? "enable=no" : environmentValue
    }
}
