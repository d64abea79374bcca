import RehearsalUI

/// A to-do item, with an optional due date.
struct TaskItem: Identifiable, Hashable, Sendable {
    let id: String
    var title: String
    var isCompleted: Bool = false
    var dueDate: Date?

    /// Whether the task is still pending after its due date.
    func isOverdue(at now: Date) -> Bool {
        guard !isCompleted, let dueDate else { return false }
        return dueDate < now
    }
}
