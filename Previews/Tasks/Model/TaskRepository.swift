/// Where tasks are stored: the store depends on this protocol, so a cache or a stub can stand in.
protocol TaskRepository: Sendable {
    func fetchAll() async throws -> [TaskItem]
    func save(_ task: TaskItem) async throws
    func delete(_ task: TaskItem) async throws
}
