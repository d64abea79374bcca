#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The thread that installed a scheduler: the only one that runs its jobs.
///
/// Jobs enqueued from any other thread belong to someone else (another test running in parallel,
/// say) unless they resume a task the scheduler already knows.
struct OwnerThread: Sendable, Equatable {
    private let raw: UInt

    /// The calling thread.
    static var current: OwnerThread {
        #if canImport(Darwin)
            OwnerThread(raw: UInt(bitPattern: pthread_self()))
        #else
            OwnerThread(raw: UInt(pthread_self()))
        #endif
    }

    /// Whether the calling thread is this one.
    var isCurrent: Bool { self == .current }
}
