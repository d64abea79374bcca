import RehearsalUI

/// A row of the task list; the seed assumes it.
struct TaskRow: View {
    let task: TaskItem
    var body: some View {
        Text(task.title)
    }
}

/// A task as a card in `AnimatedListView`; the seed assumes it.
struct TaskCardView: View {
    let task: TaskItem
    var body: some View {
        Text(task.title).padding()
    }
}

/// A task expanded over the list in `AnimatedListView`; the seed assumes it, with a close action.
struct TaskExpandedView: View {
    let task: TaskItem
    let onClose: () -> Void
    var body: some View {
        VStack {
            Text(task.title).font(.title)
            Button("Close", action: onClose)
        }
    }
}

extension TaskStore {
    /// Removes a task; `TaskListView`'s swipe action calls it, though the seed's `TaskStore` has no such method.
    func delete(_ task: TaskItem) async {
        tasks.removeAll { $0.id == task.id }
    }
}
