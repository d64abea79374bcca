import RehearsalUI

/// The screens the seed's app shell routes to; the seed assumes them.
struct ShelfList: View {
    let onAdd: () -> Void
    let onEdit: (Shelf.ID) -> Void
    var body: some View {
        List {
            NavigationLink("Fiction", value: LibraryRoute.shelf(3))
            Button("Edit Fiction") { onEdit(3) }
            Button("Add book", action: onAdd)
        }
    }
}

struct BookScreen: View {
    let bookID: Book.ID
    var body: some View { Text("Book \(bookID)") }
}

struct SettingsScreen: View {
    var body: some View { Text("Settings") }
}

struct SearchScreen: View {
    var body: some View { Text("Search") }
}

struct AddBookSheet: View {
    var body: some View { Text("Add a book") }
}

struct EditShelfSheet: View {
    let shelfID: Shelf.ID
    var body: some View { Text("Edit shelf \(shelfID)") }
}
