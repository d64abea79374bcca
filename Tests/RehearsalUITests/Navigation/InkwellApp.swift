import Foundation

@testable import RehearsalUI

/// The app shell of seed 002, example 1: tabs with their own stacks, routes as values, one optional
/// sheet enum per presenter, and the `inkwell://book/4821` deep link. Nested in a namespace, since other
/// tests have types of the same names.
enum Inkwell {
    enum AppTab: Hashable { case library, settings, search }

    enum LibraryRoute: Hashable {
        case shelf(Int)
        case book(Int)
    }

    enum LibrarySheet: Identifiable {
        case addBook
        case editShelf(Int)

        var id: String {
            switch self {
            case .addBook: "addBook"
            case .editShelf(let id): "editShelf-\(id)"
            }
        }
    }

    @Observable final class AppNavigation {
        var tab: AppTab = .library
        var libraryPath: [LibraryRoute] = []

        func open(_ url: URL) {
            guard url.scheme == "inkwell", url.host() == "book", let id = Int(url.lastPathComponent) else { return }
            tab = .library
            libraryPath = [.book(id)]
        }
    }

    struct RootView: View {
        @State private var navigation = AppNavigation()

        var body: some View {
            @Bindable var navigation = navigation
            TabView(selection: $navigation.tab) {
                Tab("Library", systemImage: "books.vertical", value: AppTab.library) {
                    LibraryTab(navigation: navigation)
                }
                Tab("Settings", systemImage: "gearshape", value: AppTab.settings) {
                    NavigationStack { SettingsScreen() }
                }
                Tab(value: AppTab.search, role: .search) {
                    NavigationStack { SearchScreen() }
                }
            }
            .tabViewStyle(.sidebarAdaptable)
            .onOpenURL { navigation.open($0) }
        }
    }

    struct LibraryTab: View {
        @Bindable var navigation: AppNavigation
        @State private var sheet: LibrarySheet?

        var body: some View {
            NavigationStack(path: $navigation.libraryPath) {
                ShelfList(onAdd: { sheet = .addBook }, onEdit: { sheet = .editShelf($0) })
                    .navigationTitle("Library")
                    .navigationDestination(for: LibraryRoute.self) { route in
                        switch route {
                        case .shelf(let id): ShelfScreen(shelfID: id)
                        case .book(let id): BookScreen(bookID: id)
                        }
                    }
            }
            .sheet(item: $sheet) { sheet in
                switch sheet {
                case .addBook: AddBookSheet(onEditInstead: { self.sheet = .editShelf(1) })
                case .editShelf(let id): EditShelfSheet(shelfID: id, onNext: { self.sheet = .editShelf(id + 1) })
                }
            }
        }
    }

    struct ShelfList: View {
        let onAdd: () -> Void
        let onEdit: (Int) -> Void

        var body: some View {
            List {
                NavigationLink("Fiction", value: LibraryRoute.shelf(1))
                NavigationLink("Poetry", value: LibraryRoute.shelf(2))
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add Book", systemImage: "plus") { onAdd() }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit Fiction") { onEdit(1) }
                }
            }
        }
    }

    struct ShelfScreen: View {
        let shelfID: Int

        var body: some View {
            List {
                NavigationLink("Dune", value: LibraryRoute.book(4821))
                NavigationLink("Emma", value: LibraryRoute.book(7))
            }
            .navigationTitle(shelfID == 1 ? "Fiction" : "Poetry")
        }
    }

    struct BookScreen: View {
        let bookID: Int
        @State private var isFavorite = false

        var body: some View {
            Form {
                Toggle("Favorite", isOn: $isFavorite)
            }
            .navigationTitle("Book \(bookID)")
        }
    }

    struct SettingsScreen: View {
        @State private var sync = true

        var body: some View {
            Form {
                Toggle("Sync", isOn: $sync)
            }
            .navigationTitle("Settings")
        }
    }

    struct SearchScreen: View {
        var body: some View {
            Text("Find a book")
                .navigationTitle("Search")
        }
    }

    struct AddBookSheet: View {
        let onEditInstead: () -> Void
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            NavigationStack {
                Button("Edit a shelf instead") { onEditInstead() }
                    .navigationTitle("Add Book")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { dismiss() }
                        }
                    }
            }
        }
    }

    struct EditShelfSheet: View {
        let shelfID: Int
        let onNext: () -> Void
        @State private var edits = 0

        var body: some View {
            VStack {
                Text("Shelf \(shelfID), \(edits) edits")
                Button("Edit") { edits += 1 }
                Button("Next Shelf") { onNext() }
            }
        }
    }
}
