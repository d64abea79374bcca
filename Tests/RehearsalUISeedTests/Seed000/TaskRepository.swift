// Seed 000_23ab5d4c89955339.txt, lines 356–397, copied verbatim. The snippet has no import of its own.
import RehearsalUI

protocol TaskRepository: Sendable {
    func fetchAll() async throws -> [TaskItem]
    func save(_ task: TaskItem) async throws
    func delete(_ task: TaskItem) async throws
}

struct RemoteTaskRepository: TaskRepository {
    let client: APIClient
    func fetchAll() async throws -> [TaskItem] { try await client.get("/tasks") }
    func save(_ task: TaskItem) async throws { try await client.put("/tasks/\(task.id)", body: task) }
    func delete(_ task: TaskItem) async throws { try await client.delete("/tasks/\(task.id)") }
}

struct CachedTaskRepository: TaskRepository {
    let remote: TaskRepository
    let cache: TaskCache

    func fetchAll() async throws -> [TaskItem] {
        if let cached = try? await cache.loadAll(), !cached.isEmpty {
            Task { try? await refreshCache() }
            return cached
        }
        return try await refreshCache()
    }

    @discardableResult
    private func refreshCache() async throws -> [TaskItem] {
        let tasks = try await remote.fetchAll()
        try? await cache.saveAll(tasks)
        return tasks
    }

    func save(_ task: TaskItem) async throws {
        try await remote.save(task)
        try? await cache.save(task)
    }

    func delete(_ task: TaskItem) async throws {
        try await remote.delete(task)
        try? await cache.remove(task)
    }
}
