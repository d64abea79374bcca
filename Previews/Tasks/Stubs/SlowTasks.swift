import RehearsalUI

/// The sample tasks on a slow connection: every request takes 30 seconds, so the list stays loading.
struct SlowTasks: PreviewModifier {
    static func makeSharedContext() async throws -> TaskStore {
        TaskStore(
            repository: RemoteTaskRepository(tasks: TaskItem.samples, latency: .seconds(30)), now: { .sampleStart })
    }

    func body(content: Content, context: TaskStore) -> some View {
        content.environment(context)
    }
}
