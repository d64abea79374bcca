import Testing
import VirtualTime

@testable import RehearsalUI

/// The screens of seed 002 ("SwiftUI UI Patterns"): the shelf screen in each phase, and the app shell.
@MainActor @Suite(.serialized) struct Seed002Tests {
    /// The body of the seed's "Loaded" and "Request fails" previews, with the given client.
    static func shelf(_ client: LibraryClient) -> some View {
        NavigationStack { ShelfScreen(shelfID: 3) }
            .environment(client)
    }

    @Test("ShelfScreen shows a spinner, then the shelf's books as links; a search with no match says so")
    func loadedAndSearched() {
        withVirtualTime { scheduler in
            let screen = SeedStage(Self.shelf(.stub(books: Book.samples)), scheduler: scheduler)
            #expect(
                screen.tree == """
                    NavigationStack  .environment(LibraryClient)
                      ShelfScreen  @Environment LibraryClient  @State phase=.loading query=""
                        ProgressView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                    """)
            screen.advance(by: .seconds(1))
            #expect(
                screen.tree == """
                    NavigationStack  .environment(LibraryClient)
                      ShelfScreen  @Environment LibraryClient  @State phase=.loaded(3 items) query=""
                        List  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                          NavigationLink "Dune" → LibraryRoute.book(4821)
                          NavigationLink "Emma" → LibraryRoute.book(4822)
                          NavigationLink "Ulysses" → LibraryRoute.book(4823)
                    """)
            screen.perform { try $0.search("zzz") }
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

    @Test("ShelfScreen shows the failure with Try Again, which loads the shelf again") func failedAndRetried() {
        withVirtualTime { scheduler in
            let client = LibraryClient.stub(failing: true)
            let screen = SeedStage(Self.shelf(client), scheduler: scheduler)
            screen.advance(by: .seconds(1))
            #expect(
                screen.tree == """
                    NavigationStack  .environment(LibraryClient)
                      ShelfScreen  @Environment LibraryClient  @State phase=.failed("The library is offline.") query=""
                        ContentUnavailableView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                          Label "Couldn't load this shelf" systemImage: "wifi.exclamationmark"
                          Text "The library is offline."
                          Button "Try Again"
                    """)
            client.isFailing = false
            client.books = [Book.samples[0]]
            screen.perform { try $0.tap(SeedStage.target("button \"Try Again\"")) }
            screen.advance(by: .seconds(1))
            #expect(
                screen.ax == """
                    navigationBar "Shelf"
                      searchField "Search"
                    list
                      link "Dune"
                    """)
        }
    }

    @Test("RootView shows the Library tab; the add button presents a sheet; a deep link opens the book")
    func appShell() {
        withVirtualTime { scheduler in
            let screen = SeedStage(RootView(), scheduler: scheduler)
            #expect(
                screen.tree == """
                    RootView  @State navigation=AppNavigation
                      TabView selection=.library  .onOpenURL
                        Tab "Library" systemImage: "books.vertical" (selected)
                          LibraryTab  @State sheet=nil
                            NavigationStack
                              ShelfList  .navigationTitle("Library") .navigationDestination(for: LibraryRoute.self)
                                List
                                  NavigationLink "Fiction" → LibraryRoute.shelf(3)
                                  Button "Edit Fiction"
                                  Button "Add book"
                        Tab "Settings" systemImage: "gearshape"
                        Tab "Search" role: .search
                    """)
            screen.perform { try $0.tap(SeedStage.target("button \"Add book\"")) }
            #expect(
                screen.path == """
                    TabView selection=.library
                      NavigationStack(Library) path=[]
                      sheet item=.addBook
                    """)
            screen.perform { try $0.dismiss() }
            screen.perform { try $0.open(URL(string: "inkwell://book/4821")!) }
            #expect(
                screen.path == """
                    TabView selection=.library
                      NavigationStack(Library) path=[.book(4821)]
                    """)
            #expect(
                screen.ax == """
                    navigationBar
                      button "Library"
                    staticText "Book 4821"
                    tabBar
                      tab "Library" [isSelected]
                      tab "Settings"
                      tab "Search"
                    """)
        }
    }
}
