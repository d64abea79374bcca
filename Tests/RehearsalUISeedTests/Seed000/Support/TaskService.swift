import RehearsalUI

/// Where `TaskStore.load()` fetches tasks; the seed assumes it. Tests choose what it returns (serially:
/// the seed suites that use it are `.serialized`).
enum TaskService {
    /// What the next `fetchAll()` returns (or throws).
    nonisolated(unsafe) static var result: Result<[TaskItem], any Error> = .success([])

    /// Takes one second of virtual time, as a request would, then answers.
    static func fetchAll() async throws -> [TaskItem] {
        try await Task.sleep(for: .seconds(1))
        return try result.get()
    }
}

/// A failure with a readable message, for the error paths.
struct SeedError: LocalizedError {
    var errorDescription: String?
}
