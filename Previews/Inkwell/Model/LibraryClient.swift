import RehearsalUI

/// The app-wide gateway to the reader's library, shared through the environment with `.environment(_:)`.
///
/// It keeps its data in memory and answers every request after `delay`, sleeping with `Task.sleep` so a
/// screen shows its loading phase first and leaving the screen cancels the wait. Setting `failure` makes
/// every request throw, which is how previews show the failed phase.
@Observable @MainActor
final class LibraryClient {
    /// How long each request takes.
    var delay: Duration
    /// The error every request throws, or `nil` when the library answers.
    var failure: LibraryError?
    /// Counts the changes made through this client, so lists can reload with `.task(id: client.revision)`.
    private(set) var revision = 0
    /// The date recorded on new books; a fixed date keeps previews and recordings identical run to run.
    var today: Date = .sampleStart

    @ObservationIgnored private var storedShelves: [Shelf]
    @ObservationIgnored private var storedBooks: [Book]

    init(shelves: [Shelf] = [], books: [Book] = [], delay: Duration = .seconds(1), failure: LibraryError? = nil) {
        self.storedShelves = shelves
        self.storedBooks = books
        self.delay = delay
        self.failure = failure
    }

    /// Every shelf, in the reader's order, with its current number of books.
    func shelves() async throws -> [Shelf] {
        try await respond()
        return storedShelves.map(counted)
    }

    /// One shelf, with its current number of books.
    func shelf(id: Shelf.ID) async throws -> Shelf {
        try await respond()
        guard let shelf = storedShelves.first(where: { $0.id == id }) else { throw LibraryError.shelfNotFound(id) }
        return counted(shelf)
    }

    /// The books on a shelf, in the order they were added.
    func books(inShelf shelfID: Shelf.ID) async throws -> [Book] {
        try await respond()
        guard storedShelves.contains(where: { $0.id == shelfID }) else { throw LibraryError.shelfNotFound(shelfID) }
        return storedBooks.filter { $0.shelfID == shelfID }
    }

    /// One book.
    func book(id: Book.ID) async throws -> Book {
        try await respond()
        guard let book = storedBooks.first(where: { $0.id == id }) else { throw LibraryError.bookNotFound(id) }
        return book
    }

    /// The books whose title or author contains `query`, ignoring case.
    func books(matching query: String) async throws -> [Book] {
        try await respond()
        return storedBooks.filter {
            $0.title.localizedCaseInsensitiveContains(query) || $0.author.localizedCaseInsensitiveContains(query)
        }
    }

    /// Files a new book on a shelf and returns it with its new identifier.
    @discardableResult
    func addBook(title: String, author: String, pages: Int, shelfID: Shelf.ID) async throws -> Book {
        try await respond()
        guard storedShelves.contains(where: { $0.id == shelfID }) else { throw LibraryError.shelfNotFound(shelfID) }
        let book = Book(
            id: (storedBooks.map(\.id).max() ?? 0) + 1, title: title, author: author, pages: pages,
            shelfID: shelfID, addedOn: today)
        storedBooks.append(book)
        revision += 1
        return book
    }

    /// Gives a shelf a new name.
    func renameShelf(_ id: Shelf.ID, to name: String) async throws {
        try await respond()
        guard let index = storedShelves.firstIndex(where: { $0.id == id }) else { throw LibraryError.shelfNotFound(id) }
        storedShelves[index].name = name
        revision += 1
    }

    /// Waits as a network request would, then fails if the client is set to.
    private func respond() async throws {
        try await Task.sleep(for: delay)
        if let failure { throw failure }
    }

    private func counted(_ shelf: Shelf) -> Shelf {
        var shelf = shelf
        shelf.bookCount = storedBooks.count { $0.shelfID == shelf.id }
        return shelf
    }
}
