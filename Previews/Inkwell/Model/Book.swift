import RehearsalUI

/// A book in the reader's library, filed on one shelf.
struct Book: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
    var author: String
    var pages: Int
    var shelfID: Shelf.ID
    var addedOn: Date
}
