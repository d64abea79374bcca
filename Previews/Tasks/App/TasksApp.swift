import RehearsalUI

/// The Tasks app: one window showing `TasksRootView`, with the task store and the archive injected.
///
/// The store goes in with `.environment(_:)` and is read with `@Environment(TaskStore.self)`, not through
/// an `EnvironmentKey`: a key's `defaultValue` is a nonisolated static, which Swift 6 rejects for a
/// main-actor class, and a default instance would silently hide a missing injection.
struct TasksApp: App {
    @State private var store = TaskStore(
        repository: CachedTaskRepository(remote: RemoteTaskRepository(tasks: TaskItem.samples), cache: TaskCache()),
        now: { .sampleStart })  // the stub service's dates start at the virtual start, so the clock does too
    @State private var archive = PaginatedStore<TaskItem>(pageSize: 20) { page, size in
        try await TaskArchiveAPI(archived: TaskItem.archivedSamples).page(page, size: size)
    }

    var body: some Scene {
        WindowGroup {
            TasksRootView()
                .environment(store)
                .environment(archive)
        }
    }
}
