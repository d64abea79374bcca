import RehearsalUI

/// Six sample tasks from the remote service, behind an empty cache; each request takes one second.
struct SampleTasks: PreviewModifier {
    static func makeSharedContext() async throws -> TaskStore {
        TaskStore(
            repository: CachedTaskRepository(
                remote: RemoteTaskRepository(tasks: TaskItem.samples, latency: .seconds(1)), cache: TaskCache()),
            now: { .sampleStart })
    }

    func body(content: Content, context: TaskStore) -> some View {
        content.environment(context)
    }
}
