/// A repository that answers from the cache when it can and refreshes the cache from the remote behind it.
///
/// A read returns cached tasks at once and starts a refresh, so the next read sees the remote's answer;
/// writes go to the remote first and reach the cache only when the remote accepted them.
struct CachedTaskRepository: TaskRepository {
    let remote: any TaskRepository
    let cache: TaskCache

    func fetchAll() async throws -> [TaskItem] {
        let cached = await cache.loadAll()
        if !cached.isEmpty {
            Task { try? await refreshCache() }
            return cached
        }
        return try await refreshCache()
    }

    func save(_ task: TaskItem) async throws {
        try await remote.save(task)
        await cache.save(task)
    }

    func delete(_ task: TaskItem) async throws {
        try await remote.delete(task)
        await cache.remove(task)
    }

    @discardableResult
    private func refreshCache() async throws -> [TaskItem] {
        let tasks = try await remote.fetchAll()
        await cache.saveAll(tasks)
        return tasks
    }
}
