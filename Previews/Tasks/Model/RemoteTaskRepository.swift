/// The task service over the network, stubbed in memory: each request sleeps for `latency`, then answers.
///
/// An actor, because the stubbed server's list is mutable state shared by every request.
actor RemoteTaskRepository: TaskRepository {
    private var tasks: [TaskItem]
    private let latency: Duration
    private let failure: TaskServiceError?

    init(tasks: [TaskItem] = [], latency: Duration = .seconds(1), failure: TaskServiceError? = nil) {
        self.tasks = tasks
        self.latency = latency
        self.failure = failure
    }

    func fetchAll() async throws -> [TaskItem] {
        try await respond()
        return tasks
    }

    func save(_ task: TaskItem) async throws {
        try await respond()
        if let index = tasks.firstIndex(where: { $0.id == task.id }) {
            tasks[index] = task
        } else {
            tasks.append(task)
        }
    }

    func delete(_ task: TaskItem) async throws {
        try await respond()
        guard let index = tasks.firstIndex(where: { $0.id == task.id }) else {
            throw TaskServiceError.notFound(task.id)
        }
        tasks.remove(at: index)
    }

    /// Waits as a network round trip would, then fails if the stub is set to.
    private func respond() async throws {
        try await Task.sleep(for: latency)
        if let failure { throw failure }
    }
}
