import RehearsalUI

/// The screen for a library route: the one place that maps routes to views, shared by every stack.
struct LibraryDestination: View {
    let route: LibraryRoute

    var body: some View {
        switch route {
        case .shelf(let id): ShelfScreen(shelfID: id)
        case .book(let id): BookScreen(bookID: id)
        }
    }
}
