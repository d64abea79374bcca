import RehearsalUI

/// Three stale tasks in the cache, answered at once, while the remote (a second away) holds all six.
struct CachedTasks: PreviewModifier {
    static func makeSharedContext() async throws -> TaskStore {
        TaskStore(
            repository: CachedTaskRepository(
                remote: RemoteTaskRepository(tasks: TaskItem.samples, latency: .seconds(1)),
                cache: TaskCache(tasks: Array(TaskItem.samples.prefix(3)))),
            now: { .sampleStart })
    }

    func body(content: Content, context: TaskStore) -> some View {
        content.environment(context)
    }
}
