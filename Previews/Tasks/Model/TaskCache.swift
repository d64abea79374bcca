/// An on-device copy of the tasks, kept in memory here; reads and writes are instant.
actor TaskCache {
    private var tasks: [TaskItem]

    init(tasks: [TaskItem] = []) {
        self.tasks = tasks
    }

    func loadAll() -> [TaskItem] {
        tasks
    }

    func saveAll(_ tasks: [TaskItem]) {
        self.tasks = tasks
    }

    func save(_ task: TaskItem) {
        if let index = tasks.firstIndex(where: { $0.id == task.id }) {
            tasks[index] = task
        } else {
            tasks.append(task)
        }
    }

    func remove(_ task: TaskItem) {
        tasks.removeAll { $0.id == task.id }
    }
}
