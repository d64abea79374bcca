/// Identifies one runtime task: its address plus the runtime's id, since addresses are reused.
struct TaskKey: Hashable, Sendable {
    /// The task object's address, which is also the address of its job.
    var address: UInt
    /// The runtime's 64-bit task id, unique for the life of the process.
    var id: UInt64
}
