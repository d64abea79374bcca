extension TaskItem {
    /// Six tasks with fixed identifiers and due dates around the virtual start: one overdue, two completed.
    static let samples: [TaskItem] = [
        TaskItem(id: "1", title: "Renew library card", dueDate: .sample(days: -1)),
        TaskItem(id: "2", title: "Buy groceries", dueDate: .sample(hours: 3)),
        TaskItem(id: "3", title: "Walk the dog", isCompleted: true),
        TaskItem(id: "4", title: "Call the plumber", dueDate: .sample(days: 2)),
        TaskItem(id: "5", title: "Write the quarterly report"),
        TaskItem(id: "6", title: "Book a dentist appointment", isCompleted: true, dueDate: .sample(days: -2)),
    ]

    /// Forty-five completed tasks for the archive, one a day going back from the virtual start.
    static let archivedSamples: [TaskItem] = (1...45).map { number in
        let chores = ["Water the plants", "Weekly review", "Pay the rent", "Clean the kitchen", "Back up photos"]
        return TaskItem(
            id: "archived-\(number)", title: "\(chores[number % chores.count]) #\(number)", isCompleted: true,
            dueDate: .sample(days: -number))
    }
}
