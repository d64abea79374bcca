import RehearsalUI

/// The Tasks app shell: the task list, a dashboard of its figures and the archive, each in its own stack.
struct TasksRootView: View {
    @Environment(TaskStore.self) private var store
    @State private var tab: TasksTab = .tasks

    var body: some View {
        TabView(selection: $tab) {
            Tab("Tasks", systemImage: "checklist", value: TasksTab.tasks) {
                NavigationStack { TaskListView() }
            }
            Tab("Dashboard", systemImage: "square.grid.2x2", value: TasksTab.dashboard) {
                NavigationStack { DashboardView(metrics: store.metrics) }
            }
            Tab("Archive", systemImage: "archivebox", value: TasksTab.archive) {
                NavigationStack { ArchiveView() }
            }
        }
    }
}

#Preview("Sample tasks", traits: .modifier(SampleTasks()), .modifier(SampleArchive())) {
    TasksRootView()
}

#Preview("Empty", traits: .modifier(EmptyTasks()), .modifier(EmptyArchive())) {
    TasksRootView()
}

#Preview("Offline", traits: .modifier(FailingTasks()), .modifier(FailingArchive())) {
    TasksRootView()
}
