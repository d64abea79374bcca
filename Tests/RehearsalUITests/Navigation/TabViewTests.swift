import Testing

@testable import RehearsalUI

/// Tab views written the iOS 16–17 way (`tabItem` and `tag`) and without a selection, and a split view.
enum Tabs {
    enum Section: Hashable { case inbox, archive }

    struct Tagged: View {
        @State private var selection = Section.inbox

        var body: some View {
            TabView(selection: $selection) {
                NavigationStack { InboxScreen() }
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .tag(Section.inbox)
                NavigationStack { Text("Nothing archived").navigationTitle("Archive") }
                    .tag(Section.archive)
                    .tabItem { Label("Archive", systemImage: "archivebox") }
            }
        }
    }

    struct InboxScreen: View {
        @State private var opened = 0

        var body: some View {
            Button("Open (\(opened))") { opened += 1 }
                .navigationTitle("Inbox")
                .onAppear {}
        }
    }

    struct Untagged: View {
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Text("Home screen") }
                Tab("Profile", systemImage: "person") { Text("Profile screen") }
            }
        }
    }

    struct Split: View {
        struct Book: Identifiable, Hashable {
            let id: Int
            let title: String
        }

        let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]

        var body: some View {
            NavigationSplitView {
                List(books) { book in
                    NavigationLink(book.title, value: book)
                }
                .navigationTitle("Books")
                .navigationDestination(for: Book.self) { book in
                    Text("About \(book.title)").navigationTitle(book.title)
                }
            } detail: {
                Text("Select a book")
            }
        }
    }
}

@MainActor @Suite struct TabViewTests {
    @Test("tabItem and tag, in either order, name and select the tabs; a tab never selected has no content yet")
    func tagged() throws {
        let screen = DrivenScreen(Tabs.Tagged())
        #expect(
            screen.tree == """
                Tagged  @State selection=.inbox
                  TabView selection=.inbox
                    Tab "Inbox" tag: .inbox (selected)
                      NavigationStack  .tabItem("Inbox") .tag(.inbox)
                        InboxScreen  @State opened=0
                          Button "Open (0)"  .navigationTitle("Inbox") .onAppear
                    Tab "Archive" tag: .archive
                """)
        try screen.interactor.tap(screen.target("\"Open (0)\""))
        try screen.interactor.tap(screen.target("tab \"Archive\""))
        #expect(
            screen.ax == """
                navigationBar "Archive"
                staticText "Nothing archived"
                tabBar
                  tab "Inbox"
                  tab "Archive" [isSelected]
                """)
        #expect(
            screen.failure { try screen.interactor.tap(screen.target("\"Open (1)\"")) } == """
                unreachable: expected button "Open (1)" (in InboxScreen) on screen to tap, but it cannot be reached: it is \
                on the tab "Inbox", which is not selected. To fix, select that tab first (`tab Inbox`), then try again.
                """)
        try screen.interactor.selectTab("Inbox")
        #expect(
            screen.ax == """
                navigationBar "Inbox"
                button "Open (1)"
                tabBar
                  tab "Inbox" [isSelected]
                  tab "Archive"
                """)
    }

    @Test("Without a selection binding the tab view keeps its own, starting with the first tab") func untagged() throws
    {
        let screen = DrivenScreen(Tabs.Untagged())
        try screen.interactor.selectTab("Profile")
        #expect(
            screen.ax == """
                staticText "Profile screen"
                tabBar
                  tab "Home"
                  tab "Profile" [isSelected]
                """)
        #expect(screen.path == "TabView selection=1")
    }

    @Test("A link in a split view's sidebar shows its destination in the detail column (regular width)")
    func splitView() throws {
        let screen = DrivenScreen(Tabs.Split().environment(\.horizontalSizeClass, .regular))
        #expect(
            screen.ax == """
                navigationBar "Books"
                list
                  link "Dune"
                  link "Emma"
                staticText "Select a book"
                """)
        try screen.interactor.tap(screen.target("link \"Emma\""))
        #expect(
            screen.ax == """
                navigationBar "Books"
                list
                  link "Dune"
                  link "Emma"
                navigationBar "Emma"
                staticText "About Emma"
                """)
        try screen.interactor.tap(screen.target("link \"Dune\""))
        #expect(
            screen.path == """
                NavigationSplitView(Books)
                  column sidebar "Books"
                  column detail "Dune" path=[Book(id: 1, title: "Dune")]
                """)
    }
}
