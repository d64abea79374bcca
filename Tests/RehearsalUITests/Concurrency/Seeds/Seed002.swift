import RehearsalUI

/// Seed 002's `ShelfScreen` and the smallest model it compiles against, apart from other tests' same-named types.
enum Seed002 {}

extension Seed002 {
    /// A shelf of books; the screen only needs its id type.
    struct Shelf: Identifiable {
        let id: Int
    }

    /// A book, listed by title.
    struct Book: Identifiable, Hashable {
        let id: Int
        let title: String
    }

    /// Where the library's navigation stack can go.
    enum LibraryRoute: Hashable {
        case shelf(Shelf.ID)
        case book(Book.ID)
    }

    /// The faces of a screen that loads data.
    enum LoadPhase<Value> {
        case loading
        case loaded(Value)
        case failed(String)
    }

    /// Why the stub client failed, with the sentence the failure face shows.
    enum LibraryError: LocalizedError {
        case offline

        var errorDescription: String? { "The library is offline." }
    }

    /// Three books on shelf 3, two on shelf 4.
    static let sampleBooks: [Shelf.ID: [Book]] = [
        3: [Book(id: 4821, title: "Dune"), Book(id: 4822, title: "Emma"), Book(id: 4823, title: "Ulysses")],
        4: [Book(id: 5001, title: "Beloved"), Book(id: 5002, title: "Middlemarch")],
    ]
}
