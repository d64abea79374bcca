import RehearsalUI

/// A shelf of books; the seed assumes it and uses only its id type.
struct Shelf: Identifiable, Hashable {
    var id: Int
    var name: String
}

/// A book; the seed lists it by title.
struct Book: Identifiable, Hashable {
    var id: Int
    var title: String

    /// The books of the "Loaded" preview.
    static let samples = [
        Book(id: 4821, title: "Dune"), Book(id: 4822, title: "Emma"), Book(id: 4823, title: "Ulysses"),
    ]
}

/// Why the stub library failed, with the sentence the failure face shows.
struct LibraryUnavailable: LocalizedError {
    var errorDescription: String? { "The library is offline." }
}

/// The library service the seed's screens read from the environment, as the previews' stubs build it.
/// Each request takes one second of virtual time.
@Observable final class LibraryClient {
    var books: [Book]
    var isFailing: Bool

    init(books: [Book], isFailing: Bool) {
        self.books = books
        self.isFailing = isFailing
    }

    static func stub(books: [Book]) -> LibraryClient { LibraryClient(books: books, isFailing: false) }

    static func stub(failing: Bool) -> LibraryClient { LibraryClient(books: [], isFailing: failing) }

    @MainActor func books(inShelf id: Shelf.ID) async throws -> [Book] {
        try await Task.sleep(for: .seconds(1))
        if isFailing { throw LibraryUnavailable() }
        return books
    }
}
