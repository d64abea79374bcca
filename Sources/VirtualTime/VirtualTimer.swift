/// A job or continuation waiting for virtual time to reach its deadline.
struct VirtualTimer {
    /// What firing a timer does.
    enum Action {
        /// Run a runtime job: the little task that resumes a `Task.sleep` or clock sleep.
        case job(UnownedJob, onMain: Bool)
        /// Resume a ``VirtualClock`` sleeper directly.
        case resume(UnsafeContinuation<Void, any Error>)
    }

    /// Creation order; it breaks ties between equal deadlines.
    var id: UInt64
    var deadline: Duration
    var action: Action
    /// The number of the task that is sleeping, when known.
    var owner: Int?
    /// Whether the sleeper was already woken another way (cancelled): firing does nothing visible.
    var isDead = false
}
