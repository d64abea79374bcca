import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Parent of every suite that installs a scheduler: swapping the runtime's executors is process-wide,
/// so those tests run one at a time (`withVirtualTime` would also make them take turns).
@Suite(.serialized) struct VirtualTimeTests {}

/// An append-only list of events, shared by the tasks of one test.
final class EventLog: Sendable {
    private let events = Mutex<[String]>([])

    func record(_ event: String) {
        events.withLock { $0.append(event) }
    }

    var all: [String] { events.withLock { $0 } }
}

/// Continuations a test deliberately never resumes, kept alive so none is reported as leaked.
final class ParkedContinuations: Sendable {
    private let continuations = Mutex<[CheckedContinuation<Void, Never>]>([])

    func park(_ continuation: CheckedContinuation<Void, Never>) {
        continuations.withLock { $0.append(continuation) }
    }

    func resumeAll() {
        let all = continuations.withLock { list in
            defer { list.removeAll() }
            return list
        }
        for continuation in all { continuation.resume() }
    }
}

/// Runs `body` on a new thread and waits for it to finish.
func runOnAnotherThread(_ body: @escaping @Sendable () -> Void) {
    final class Box: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var thread = pthread_t()
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    let created = pthread_create(
        &thread, nil,
        { argument in
            Unmanaged<Box>.fromOpaque(argument!).takeRetainedValue().body()
            return nil
        }, box)
    precondition(created == 0, "pthread_create failed with \(created)")
    pthread_join(thread, nil)
}
