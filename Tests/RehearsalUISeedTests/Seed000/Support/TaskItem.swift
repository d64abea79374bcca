import RehearsalUI

/// The task the seed's views show; the seed assumes it (with the fields its code reads) without defining it.
struct TaskItem: Identifiable, Hashable, Codable, Sendable {
    var id: String
    var title: String
    var isCompleted: Bool
    var dueDate: Date?

    init(id: String, title: String, isCompleted: Bool, dueDate: Date? = nil) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
        self.dueDate = dueDate
    }

    /// Whether the task is due before the virtual now and not done.
    var isOverdue: Bool {
        guard let dueDate, !isCompleted else { return false }
        return dueDate < Date(timeIntervalSince1970: 1_767_258_000)
    }

    static let samples = [
        TaskItem(id: "1", title: "Buy groceries", isCompleted: false),
        TaskItem(id: "2", title: "Walk the dog", isCompleted: true),
        TaskItem(id: "3", title: "File taxes", isCompleted: false),
    ]
}

/// A category a route can point at; the seed assumes it.
struct CategoryItem: Hashable, Sendable {
    var name: String
}
