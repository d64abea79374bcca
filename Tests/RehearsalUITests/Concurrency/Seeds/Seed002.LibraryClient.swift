import RehearsalUI

extension Seed002 {
    /// A stub library service: each request takes one second of virtual time, then answers or fails.
    @MainActor @Observable final class LibraryClient {
        /// Whether requests fail; tests switch it off before a retry.
        var isFailing: Bool
        /// What each shelf holds; tests add books before a refresh.
        var booksByShelf: [Shelf.ID: [Book]]

        init(books booksByShelf: [Shelf.ID: [Book]] = [:], failing: Bool = false) {
            self.booksByShelf = booksByShelf
            self.isFailing = failing
        }

        func books(inShelf id: Shelf.ID) async throws -> [Book] {
            try await Task.sleep(for: .seconds(1))
            if isFailing { throw LibraryError.offline }
            return booksByShelf[id] ?? []
        }
    }
}
