import RehearsalUI

/// A named shelf that groups the reader's books.
struct Shelf: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
    /// How many books the library holds on this shelf when it was fetched.
    var bookCount: Int = 0
}
