import VirtualTime

/// Attributes the tasks a user action starts to that action in the scheduler's reports: `tap "Try Again"`.
///
/// A `Task { }` started from a button's action needs nothing from the dialect to run on virtual time: the
/// installed scheduler is the main and global executor. What it needs is a name, so the pending-work
/// report says who started it; interactions wrap the action they perform in ``perform(_:_:)``.
package enum ActionOrigin {
    /// Runs `body`, naming every task it starts `origin` when this thread owns the installed scheduler.
    @MainActor
    package static func perform<Result, Failure: Error>(
        _ origin: String,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard let scheduler = VirtualScheduler.current, scheduler.isOwnedByCurrentThread else {
            return try body()
        }
        return try scheduler.withOrigin(origin, body)
    }
}
