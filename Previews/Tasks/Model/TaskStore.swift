import RehearsalUI

/// The app-wide list of tasks, loaded from a repository and shared through the environment.
///
/// Edits are optimistic: the list changes at once and is put back, with a message, if the repository
/// refuses. Cancellation is never reported as an error.
@Observable @MainActor
final class TaskStore {
    var tasks: [TaskItem] = []
    var isLoading = false
    var errorMessage: String?

    private let repository: any TaskRepository
    /// The current date, injected so that "overdue" is the same on every run of a preview.
    private let now: @Sendable () -> Date

    init(repository: any TaskRepository, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.now = now
    }

    var pendingTasks: [TaskItem] { tasks.filter { !$0.isCompleted } }
    var completedCount: Int { tasks.count(where: \.isCompleted) }
    var overdueCount: Int { tasks.count { $0.isOverdue(at: now()) } }

    /// Whether a task is pending past its due date.
    func isOverdue(_ task: TaskItem) -> Bool {
        task.isOverdue(at: now())
    }

    /// The figures the dashboard shows.
    var metrics: [Metric] {
        [
            Metric(id: "pending", title: "Pending", value: pendingTasks.count, trend: .flat, icon: "circle"),
            Metric(id: "completed", title: "Completed", value: completedCount, trend: .flat, icon: "checkmark.circle"),
            Metric(id: "overdue", title: "Overdue", value: overdueCount, trend: .flat, icon: "exclamationmark.circle"),
            Metric(id: "total", title: "All Tasks", value: tasks.count, trend: .flat, icon: "checklist"),
        ]
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        errorMessage = nil
        do {
            tasks = try await repository.fetchAll()
        } catch is CancellationError {
            return  // the list went away; nothing went wrong
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func toggle(_ task: TaskItem) async {
        guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
        tasks[index].isCompleted.toggle()
        let updated = tasks[index]
        do {
            try await repository.save(updated)
        } catch {
            if let index = tasks.firstIndex(where: { $0.id == task.id }) { tasks[index] = task }
            if !(error is CancellationError) { errorMessage = error.localizedDescription }
        }
    }

    func delete(_ task: TaskItem) async {
        guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
        tasks.remove(at: index)
        do {
            try await repository.delete(task)
        } catch {
            tasks.insert(task, at: min(index, tasks.count))
            if !(error is CancellationError) { errorMessage = error.localizedDescription }
        }
    }
}
