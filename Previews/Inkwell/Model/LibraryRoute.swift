/// A destination in the library's navigation stack, holding identifiers so a URL can rebuild the path.
enum LibraryRoute: Hashable {
    case shelf(Shelf.ID)
    case book(Book.ID)
}
