extension SchedulerState {
    /// What the scheduler remembers about one task it has seen.
    struct TaskRecord {
        /// The origin of a task started by code that named none, outside any known task.
        static let unattributed = "unattributed"

        /// Creation order, starting at 1; stable from run to run.
        let number: Int
        let key: TaskKey
        /// Who started the task, for people reading a report.
        let origin: String
        /// Jobs of this task waiting in the ready queue.
        var queuedJobs = 0
        /// The live timer the task sleeps on, if any.
        var timer: UInt64?
        /// Set when the task was started by ``VirtualScheduler/spawn(origin:priority:operation:)``.
        var tracked: TrackedTask?

        /// The task's stable id in reports, such as `task#3`.
        var label: String { "task#\(number)" }
    }
}
