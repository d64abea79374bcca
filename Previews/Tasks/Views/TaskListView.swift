import RehearsalUI

/// The task list: swipe to delete, tap to toggle, pull to refresh, with overlays while loading or empty.
struct TaskListView: View {
    @Environment(TaskStore.self) private var store

    var body: some View {
        List {
            ForEach(store.tasks) { task in
                AccessibleTaskRow(task: task, isOverdue: store.isOverdue(task)) {
                    Task { await store.toggle(task) }
                }
                .accessibilityIdentifier("task-\(task.id)")
                .swipeActions(edge: .trailing) {
                    Button(role: .destructive) {
                        Task { await store.delete(task) }
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                }
            }
        }
        .overlay {
            if store.isLoading && store.tasks.isEmpty {
                ProgressView("Loading tasks...")
            }
            if store.tasks.isEmpty && !store.isLoading {
                ContentUnavailableView(
                    "No Tasks", systemImage: "checklist", description: Text("Add a task to get started."))
            }
        }
        .navigationTitle("Tasks")
        .refreshable { await store.load() }
        .task { await store.load() }
        .alert("Error", isPresented: isShowingError) {
            Button("Retry") {
                Task { await store.load() }
            }
            Button("Dismiss", role: .cancel) {
                store.errorMessage = nil
            }
        } message: {
            Text(store.errorMessage ?? "")
        }
    }

    /// Presents the alert while the store has an error; dismissing it clears the error.
    private var isShowingError: Binding<Bool> {
        Binding(
            get: { store.errorMessage != nil },
            set: { isPresented in
                if !isPresented { store.errorMessage = nil }
            })
    }
}

#Preview("Loaded", traits: .modifier(SampleTasks())) {
    NavigationStack { TaskListView() }
}

#Preview("Loading", traits: .modifier(SlowTasks())) {
    NavigationStack { TaskListView() }
}

#Preview("Empty", traits: .modifier(EmptyTasks())) {
    NavigationStack { TaskListView() }
}

#Preview("Request fails", traits: .modifier(FailingTasks())) {
    NavigationStack { TaskListView() }
}

#Preview("From cache", traits: .modifier(CachedTasks())) {
    NavigationStack { TaskListView() }
}
