// Seed 000_23ab5d4c89955339.txt, lines 259–289, copied verbatim; `struct TaskListView: View` → `struct AsyncTaskListView: View` (the name is taken by another seed snippet in this module). The snippet has no import of its own.
import RehearsalUI

struct AsyncTaskListView: View {
    @Environment(\.taskStore) private var store

    var body: some View {
        List {
            ForEach(store.tasks) { task in
                TaskRow(task: task)
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
                    "No Tasks", systemImage: "checklist",
                    description: Text("Add a task to get started."))
            }
        }
        .refreshable { await store.load() }
        .task { await store.load() }
        .alert("Error", isPresented: .constant(store.errorMessage != nil)) {
            Button("Retry") { Task { await store.load() } }
            Button("Dismiss", role: .cancel) { store.errorMessage = nil }
        } message: {
            Text(store.errorMessage ?? "")
        }
    }
}
