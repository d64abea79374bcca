extension VirtualScheduler {
    /// Whether the calling thread installed this scheduler, so it may call ``spawn(origin:priority:operation:)``.
    ///
    /// Tests of other suites run on other threads while one installs virtual time; the view graph asks
    /// this before starting a `.task` on the installed scheduler, and starts a plain task otherwise.
    package var isOwnedByCurrentThread: Bool { isOwnerThread }
}
