import Foundation
import Testing

@testable import RehearsalUI

/// The `ShelfScreen` of seed 002, example 2, with its loaded phase injected instead of loaded by `.task`.
enum ShelfSearch {
    struct Book: Identifiable, Hashable {
        let id: Int
        let title: String
    }

    enum Route: Hashable { case book(Int) }

    enum LoadPhase<Value> {
        case loading
        case loaded(Value)
        case failed(String)
    }

    static let books = [Book(id: 4821, title: "Dune"), Book(id: 7, title: "Emma"), Book(id: 12, title: "Dune Messiah")]

    struct ShelfScreen: View {
        @State private var phase: LoadPhase<[Book]> = .loading
        @State private var query = ""

        init(phase: LoadPhase<[Book]>) { _phase = State(initialValue: phase) }

        var body: some View {
            content
                .navigationTitle("Shelf")
                .searchable(text: $query)
        }

        @ViewBuilder private var content: some View {
            switch phase {
            case .loading:
                ProgressView()
            case .failed(let message):
                ContentUnavailableView {
                    Label("Couldn't load this shelf", systemImage: "wifi.exclamationmark")
                } description: {
                    Text(message)
                } actions: {
                    Button("Try Again") {}
                }
            case .loaded(let books):
                let shown = query.isEmpty ? books : books.filter { $0.title.localizedCaseInsensitiveContains(query) }
                List(shown) { book in
                    NavigationLink(book.title, value: Route.book(book.id))
                }
                .overlay {
                    if shown.isEmpty { ContentUnavailableView.search(text: query) }
                }
            }
        }
    }

    struct BookDetail: View {
        let id: Int

        var body: some View {
            Text("Book \(id)")
                .navigationTitle(ShelfSearch.books.first { $0.id == id }?.title ?? "Book")
        }
    }

    /// A preview of the loaded shelf, as the seed's `#Preview("Loaded")` wraps it.
    struct Loaded: View {
        var body: some View {
            NavigationStack {
                ShelfScreen(phase: .loaded(ShelfSearch.books))
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .book(let id): BookDetail(id: id)
                        }
                    }
            }
        }
    }
}

@MainActor @Suite struct ShelfSearchTests {
    @Test("The loaded shelf shows its search field in the navigation bar and a link per book") func loaded() {
        let screen = DrivenScreen(ShelfSearch.Loaded())
        #expect(
            screen.ax == """
                navigationBar "Shelf"
                  searchField "Search"
                list
                  link "Dune"
                  link "Emma"
                  link "Dune Messiah"
                """)
    }

    @Test("Searching filters the list; a link pushes its book; going back keeps the query") func searchAndPush() throws
    {
        let screen = DrivenScreen(ShelfSearch.Loaded())
        try screen.interactor.search("dune")
        #expect(
            screen.ax == """
                navigationBar "Shelf"
                  searchField "Search" value="dune"
                list
                  link "Dune"
                  link "Dune Messiah"
                """)
        try screen.interactor.tap(screen.target("link \"Dune Messiah\""))
        #expect(
            screen.ax == """
                navigationBar "Dune Messiah"
                  button "Shelf"
                staticText "Book 12"
                """)
        #expect(screen.path == "NavigationStack(Shelf) path=[.book(12)]")
        try screen.interactor.back()
        #expect(
            screen.ax == """
                navigationBar "Shelf"
                  searchField "Search" value="dune"
                list
                  link "Dune"
                  link "Dune Messiah"
                """)
    }

    @Test("A search with no results shows the search's content-unavailable view") func noResults() throws {
        let screen = DrivenScreen(ShelfSearch.Loaded())
        try screen.interactor.search("zzz")
        #expect(
            screen.ax == """
                navigationBar "Shelf"
                  searchField "Search" value="zzz"
                list
                header "No Results for “zzz”"
                staticText "Check the spelling or try a new search."
                """)
    }
}
