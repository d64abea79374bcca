/// The task service's archive of completed tasks, served a page at a time and stubbed in memory.
struct TaskArchiveAPI: Sendable {
    var archived: [TaskItem]
    var latency: Duration = .seconds(1)
    var failure: TaskServiceError?

    /// The tasks of a 1-based page; an empty array past the end.
    func page(_ number: Int, size: Int) async throws -> [TaskItem] {
        try await Task.sleep(for: latency)
        if let failure { throw failure }
        let start = (number - 1) * size
        guard start < archived.count else { return [] }
        return Array(archived[start..<min(start + size, archived.count)])
    }
}
