import RehearsalUI

/// A task service with no tasks, answering after one second.
struct EmptyTasks: PreviewModifier {
    static func makeSharedContext() async throws -> TaskStore {
        TaskStore(repository: RemoteTaskRepository(latency: .seconds(1)), now: { .sampleStart })
    }

    func body(content: Content, context: TaskStore) -> some View {
        content.environment(context)
    }
}
