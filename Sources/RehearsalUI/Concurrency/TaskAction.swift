/// The operation of one `.task` modifier value, handed to the one task that runs it.
///
/// `@unchecked Sendable`, and safe: the closure arrives as `sending`, so its caller keeps no reference to
/// it; the graph keeps it only inside the modifier value, on the main actor, and calls it at most once,
/// from the task started for that value (a later value brings its own closure). Being `@isolated(any)`,
/// it runs on its own actor when it has one, as SwiftUI's does.
struct TaskAction: @unchecked Sendable {
    private let operation: @isolated(any) () async -> Void

    init(_ operation: sending @escaping @isolated(any) () async -> Void) {
        self.operation = operation
    }

    /// Runs the operation and waits for it.
    func callAsFunction() async {
        await operation()
    }
}
