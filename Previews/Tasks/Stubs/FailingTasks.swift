import RehearsalUI

/// A task service that cannot be reached: every request fails after one second.
struct FailingTasks: PreviewModifier {
    static func makeSharedContext() async throws -> TaskStore {
        TaskStore(
            repository: RemoteTaskRepository(tasks: TaskItem.samples, latency: .seconds(1), failure: .unreachable),
            now: { .sampleStart })
    }

    func body(content: Content, context: TaskStore) -> some View {
        content.environment(context)
    }
}
