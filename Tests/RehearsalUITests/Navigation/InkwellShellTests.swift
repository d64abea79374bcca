import Foundation
import Testing

@testable import RehearsalUI

@MainActor @Suite struct InkwellShellTests {
    static let tabBar = """
        tabBar
          tab "Library" [isSelected]
          tab "Settings"
          tab "Search"
        """

    @Test("The shell starts on the Library tab, at the root of its stack") func start() {
        let screen = DrivenScreen(Inkwell.RootView())
        #expect(
            screen.ax == """
                navigationBar "Library"
                  button "Edit Fiction"
                  button "Add Book"
                list
                  link "Fiction"
                  link "Poetry"
                \(Self.tabBar)
                """)
        #expect(
            screen.path == """
                TabView selection=.library
                  NavigationStack(Library) path=[]
                """)
    }

    @Test("Links push route values; each pushed view is resolved by the stack's navigationDestination")
    func pushes() throws {
        let screen = DrivenScreen(Inkwell.RootView())
        try screen.interactor.tap(screen.target("link \"Fiction\""))
        try screen.interactor.tap(screen.target("\"Dune\""))
        #expect(
            screen.ax == """
                navigationBar "Book 4821"
                  button "Fiction"
                toggle "Favorite" value="off"
                \(Self.tabBar)
                """)
        #expect(
            screen.tree == """
                RootView  @State navigation=AppNavigation
                  TabView selection=.library  .tabViewStyle(.sidebarAdaptable) .onOpenURL
                    Tab "Library" systemImage: "books.vertical" (selected)
                      LibraryTab  @State sheet=nil
                        NavigationStack path=[.shelf(1), .book(4821)]
                          ShelfList  .navigationTitle("Library") .navigationDestination(for: LibraryRoute.self)
                            List
                              NavigationLink "Fiction" → LibraryRoute.shelf(1)
                              NavigationLink "Poetry" → LibraryRoute.shelf(2)
                              .toolbar
                                ToolbarItem .primaryAction
                                  Button "Add Book" systemImage: "plus"
                                ToolbarItem .topBarLeading
                                  Button "Edit Fiction"
                          ShelfScreen  .navigationDestination(.shelf(1))
                            List  .navigationTitle("Fiction")
                              NavigationLink "Dune" → LibraryRoute.book(4821)
                              NavigationLink "Emma" → LibraryRoute.book(7)
                          BookScreen  @State isFavorite=false  .navigationDestination(.book(4821))
                            Form  .navigationTitle("Book 4821")
                              Toggle "Favorite" isOn=false
                    Tab "Settings" systemImage: "gearshape"
                    Tab "Search" role: .search
                """)
        try screen.interactor.back()
        #expect(
            screen.path == """
                TabView selection=.library
                  NavigationStack(Library) path=[.shelf(1)]
                """)
    }

    @Test("Switching tabs keeps each tab's stack, and the state of the views on it") func tabsKeepHistory() throws {
        let screen = DrivenScreen(Inkwell.RootView())
        try screen.interactor.tap(screen.target("link \"Fiction\""))
        try screen.interactor.tap(screen.target("link \"Dune\""))
        try screen.interactor.toggle(screen.target("toggle \"Favorite\""))
        try screen.interactor.selectTab("Settings")
        #expect(
            screen.ax == """
                navigationBar "Settings"
                toggle "Sync" value="on"
                tabBar
                  tab "Library"
                  tab "Settings" [isSelected]
                  tab "Search"
                """)
        try screen.interactor.selectTab("Library")
        #expect(
            screen.ax == """
                navigationBar "Book 4821"
                  button "Fiction"
                toggle "Favorite" value="on"
                \(Self.tabBar)
                """)
        #expect(
            screen.path == """
                TabView selection=.library
                  NavigationStack(Library) path=[.shelf(1), .book(4821)]
                  NavigationStack(Settings) path=[]
                """)
    }

    @Test("inkwell://book/4821 reaches onOpenURL, selects the Library tab and replaces its path") func deepLink() throws
    {
        let screen = DrivenScreen(Inkwell.RootView())
        try screen.interactor.tap(screen.target("link \"Poetry\""))
        try screen.interactor.selectTab("Settings")
        try screen.interactor.open(URL(string: "inkwell://book/4821")!)
        #expect(
            screen.ax == """
                navigationBar "Book 4821"
                  button "Library"
                toggle "Favorite" value="off"
                \(Self.tabBar)
                """)
        #expect(
            screen.path == """
                TabView selection=.library
                  NavigationStack(Library) path=[.book(4821)]
                  NavigationStack(Settings) path=[]
                """)
        #expect(
            NavigationPathRenderer.json(screen.graph).serialized() == """
                [{"kind":"TabView","selection":".library","children":[{"kind":"NavigationStack","name":"Library",\
                "path":[".book(4821)"]},{"kind":"NavigationStack","name":"Settings","path":[]}]}]
                """)
    }

    @Test("The sheet enum shows one sheet; a new item replaces it, with fresh state") func sheetEnum() throws {
        let screen = DrivenScreen(Inkwell.RootView())
        try screen.interactor.tap(screen.target("button \"Add Book\""))
        #expect(
            screen.ax == """
                navigationBar "Add Book"
                  button "Cancel"
                button "Edit a shelf instead"
                """)
        #expect(
            screen.path == """
                TabView selection=.library
                  NavigationStack(Library) path=[]
                  sheet item=.addBook
                    NavigationStack(Add Book) path=[]
                """)
        try screen.interactor.tap(screen.target("\"Edit a shelf instead\""))
        try screen.interactor.tap(screen.target("button \"Edit\""))
        try screen.interactor.tap(screen.target("button \"Edit\""))
        #expect(
            screen.ax == """
                staticText "Shelf 1, 2 edits"
                button "Edit"
                button "Next Shelf"
                """)
        try screen.interactor.tap(screen.target("button \"Next Shelf\""))
        #expect(
            screen.ax == """
                staticText "Shelf 2, 0 edits"
                button "Edit"
                button "Next Shelf"
                """)
        #expect(
            screen.path == """
                TabView selection=.library
                  NavigationStack(Library) path=[]
                  sheet item=.editShelf(2)
                """)
        try screen.interactor.dismiss()
        #expect(
            screen.path == """
                TabView selection=.library
                  NavigationStack(Library) path=[]
                """)
    }

    @Test("dismiss() inside a sheet dismisses it") func dismissFromInside() throws {
        let screen = DrivenScreen(Inkwell.RootView())
        try screen.interactor.tap(screen.target("button \"Add Book\""))
        try screen.interactor.tap(screen.target("button \"Cancel\""))
        #expect(
            screen.ax == """
                navigationBar "Library"
                  button "Edit Fiction"
                  button "Add Book"
                list
                  link "Fiction"
                  link "Poetry"
                \(Self.tabBar)
                """)
        #expect(
            screen.path == """
                TabView selection=.library
                  NavigationStack(Library) path=[]
                """)
    }
}
