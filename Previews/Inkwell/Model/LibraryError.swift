import RehearsalUI

/// Why the library could not answer a request.
enum LibraryError: Error, Equatable, LocalizedError {
    /// The library service could not be reached.
    case offline
    /// No book has this identifier.
    case bookNotFound(Book.ID)
    /// No shelf has this identifier.
    case shelfNotFound(Shelf.ID)

    var errorDescription: String? {
        switch self {
        case .offline: "The library is offline. Check your connection and try again."
        case .bookNotFound(let id): "There is no book with the number \(id)."
        case .shelfNotFound(let id): "There is no shelf with the number \(id)."
        }
    }
}
