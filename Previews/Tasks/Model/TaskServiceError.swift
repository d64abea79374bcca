import RehearsalUI

/// Why the task service could not answer a request.
enum TaskServiceError: Error, Equatable, LocalizedError {
    /// The service could not be reached.
    case unreachable
    /// No task has this identifier.
    case notFound(TaskItem.ID)

    var errorDescription: String? {
        switch self {
        case .unreachable: "The task service couldn't be reached."
        case .notFound(let id): "There is no task with the identifier \(id)."
        }
    }
}
