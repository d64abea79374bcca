import RehearsalUI

/// The HTTP client the pagination and repository snippets assume: a static `get` for `PaginatedStore`,
/// instance methods for `RemoteTaskRepository`. Responses come from a table tests fill in.
struct APIClient: Sendable {
    /// Pages by path, as JSON.
    nonisolated(unsafe) static var responses: [String: Data] = [:]

    static func get<T: Decodable>(_ path: String) async throws -> T {
        guard let data = responses[path] else { throw SeedError(errorDescription: "No response for \(path)") }
        return try JSONDecoder().decode(T.self, from: data)
    }

    func get<T: Decodable>(_ path: String) async throws -> T { try await Self.get(path) }

    func put<T: Encodable>(_ path: String, body: T) async throws {}

    func delete(_ path: String) async throws {}
}

/// The local store the caching repository assumes.
struct TaskCache: Sendable {
    func loadAll() async throws -> [TaskItem] { [] }
    func saveAll(_ tasks: [TaskItem]) async throws {}
    func save(_ task: TaskItem) async throws {}
    func remove(_ task: TaskItem) async throws {}
}
