import Testing
import VirtualTime

@testable import RehearsalUI

extension ConcurrencyTests {
    /// Seed 000's loading pattern: a store whose `load()` sets `isLoading` around the fetch, shown by an overlay.
    @MainActor @Suite struct TaskStoreLoadingTests {
        struct TaskItem: Identifiable {
            let id: Int
            let title: String
        }

        /// A store like the seed's `TaskStore`, whose fetch takes one second of virtual time.
        @MainActor @Observable final class TaskStore {
            var tasks: [TaskItem] = []
            var isLoading = false
            var errorMessage: String?
            let remote: [TaskItem]

            init(remote: [TaskItem]) { self.remote = remote }

            func load() async {
                isLoading = true
                defer { isLoading = false }
                do {
                    try await Task.sleep(for: .seconds(1))
                    tasks = remote
                } catch {
                    errorMessage = error.localizedDescription
                }
            }
        }

        /// The seed's list: a spinner while the first load runs, an empty face when there is nothing.
        struct TaskListView: View {
            @Environment(TaskStore.self) private var store

            var body: some View {
                List {
                    ForEach(store.tasks) { task in Text(task.title) }
                }
                .overlay {
                    if store.isLoading && store.tasks.isEmpty {
                        ProgressView("Loading tasks...")
                    }
                    if store.tasks.isEmpty && !store.isLoading {
                        ContentUnavailableView("No Tasks", systemImage: "checklist")
                    }
                }
                .task { await store.load() }
            }
        }

        @Test("\"Loading tasks...\" shows from the task's first step until virtual time reaches the fetch's end")
        func loadingUntilAdvance() {
            withVirtualTime { scheduler in
                let store = TaskStore(remote: [TaskItem(id: 1, title: "Buy milk"), TaskItem(id: 2, title: "Walk")])
                let screen = ScheduledGraph(TaskListView().environment(store), scheduler: scheduler)
                // Mounted but not settled: the task has not run, so the first frame is the empty face.
                #expect(
                    screen.tree == """
                        TaskListView  @Environment TaskStore  .environment(TaskStore)
                          List  .task
                            .overlay
                              ContentUnavailableView "No Tasks" systemImage: "checklist"
                        """)
                screen.settle()
                #expect(
                    screen.tree == """
                        TaskListView  @Environment TaskStore  .environment(TaskStore)
                          List  .task
                            .overlay
                              ProgressView "Loading tasks..."
                        """)
                #expect(
                    screen.pending == """
                        pending work at +0s:
                          task#1 sleeps until +1s (in 1s) [origin: TaskListView .task]
                        """)
                screen.advance(by: .milliseconds(999))
                #expect(
                    screen.tree == """
                        TaskListView  @Environment TaskStore  .environment(TaskStore)
                          List  .task
                            .overlay
                              ProgressView "Loading tasks..."
                        """)
                screen.advance(by: .milliseconds(1))
                #expect(
                    screen.tree == """
                        TaskListView  @Environment TaskStore  .environment(TaskStore)
                          List  .task
                            Text "Buy milk"
                            Text "Walk"
                        """)
                #expect(screen.pending == "no pending work at +1s")
            }
        }

        @Test("An empty fetch ends with the empty face once loading is over")
        func emptyFace() {
            withVirtualTime { scheduler in
                let store = TaskStore(remote: [])
                let screen = ScheduledGraph(TaskListView().environment(store), scheduler: scheduler)
                screen.settle()
                #expect(
                    screen.tree == """
                        TaskListView  @Environment TaskStore  .environment(TaskStore)
                          List  .task
                            .overlay
                              ProgressView "Loading tasks..."
                        """)
                screen.advance(by: .seconds(1))
                #expect(
                    screen.tree == """
                        TaskListView  @Environment TaskStore  .environment(TaskStore)
                          List  .task
                            .overlay
                              ContentUnavailableView "No Tasks" systemImage: "checklist"
                        """)
            }
        }
    }
}
