import Testing

@testable import RehearsalUI

/// Split views driven by list selection, on a regular width (every column) and a compact one (a stack).
enum SplitViews {
    struct Folder: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    final class Log {
        var events: [String] = []
    }

    /// Two columns: the sidebar's selection drives the detail.
    struct Folders: View {
        let log: Log
        let folders = [Folder(id: 1, name: "Work"), Folder(id: 2, name: "Home")]
        @State private var selection: Folder.ID?

        var body: some View {
            NavigationSplitView {
                List(folders, selection: $selection) { folder in
                    Text(folder.name)
                }
                .navigationTitle("Folders")
            } detail: {
                if let folder = folders.first(where: { $0.id == selection }) {
                    Text("Notes in \(folder.name)")
                        .navigationTitle(folder.name)
                        .onAppear { log.events.append("\(folder.name) appears") }
                } else {
                    Text("Pick a folder")
                }
            }
        }
    }

    /// Three columns whose rows are value links, with the column on top bound.
    struct Library: View {
        @State private var genre: String?
        @State private var book: String?
        @State private var column = NavigationSplitViewColumn.sidebar
        @State private var visibility = NavigationSplitViewVisibility.all

        var body: some View {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
                List(selection: $genre) {
                    NavigationLink("Fiction", value: "Fiction")
                    NavigationLink("Poetry", value: "Poetry")
                }
                .navigationTitle("Genres")
                .toolbar { Button("Hide") { visibility = .detailOnly } }
            } content: {
                if let genre {
                    List(selection: $book) {
                        NavigationLink("\(genre) 1", value: "\(genre) 1")
                    }
                    .navigationTitle(genre)
                }
            } detail: {
                Text(book ?? "No book")
            }
        }
    }
}

@MainActor @Suite struct SplitViewTests {
    private func regular(_ view: some View) -> DrivenScreen {
        DrivenScreen(view.environment(\.horizontalSizeClass, .regular))
    }

    @Test("Regular width: the sidebar's List(selection:) drives the detail, and every column is in path")
    func regularSelection() throws {
        let screen = regular(SplitViews.Folders(log: SplitViews.Log()))
        try screen.interactor.selectRow(screen.target("\"Home\""))
        #expect(
            screen.ax == """
                navigationBar "Folders"
                list
                  staticText "Work"
                  staticText "Home"
                navigationBar "Home"
                staticText "Notes in Home"
                """)
        #expect(
            screen.path == """
                NavigationSplitView(Folders)
                  column sidebar "Folders" selection=2
                  column detail "Home"
                """)
    }

    @Test("Compact width: selecting a row pushes the detail over the sidebar, and back pops it and deselects")
    func compactPushAndBack() throws {
        let log = SplitViews.Log()
        let screen = DrivenScreen(SplitViews.Folders(log: log))
        #expect(
            screen.path == """
                NavigationSplitView(Folders) path=[] top=.sidebar
                  column sidebar "Folders" selection=nil
                """)
        try screen.interactor.selectRow(screen.target("\"Work\""))
        #expect(
            screen.ax == """
                navigationBar "Work"
                  button "Folders"
                staticText "Notes in Work"
                """)
        #expect(
            screen.path == """
                NavigationSplitView(Folders) path=[1] top=.detail
                  column sidebar "Folders" selection=1 (covered)
                  column detail "Work"
                """)
        try screen.interactor.back()
        #expect(
            screen.ax == """
                navigationBar "Folders"
                list
                  staticText "Work"
                  staticText "Home"
                """)
        try screen.interactor.selectRow(screen.target("\"Work\""))
        #expect(log.events == ["Work appears", "Work appears"])
    }

    @Test("Value links in a selectable sidebar select their rows; preferredCompactColumn follows each column")
    func threeColumnsCompact() throws {
        let screen = DrivenScreen(SplitViews.Library())
        try screen.interactor.tap(screen.target("link \"Poetry\""))
        #expect(
            screen.path == """
                NavigationSplitView(Genres) path=["Poetry"] top=.content
                  column sidebar "Genres" selection="Poetry" (covered)
                  column content "Poetry" selection=nil
                """)
        try screen.interactor.tap(screen.target("link \"Poetry 1\""))
        #expect(
            screen.ax == """
                navigationBar
                  button "Poetry"
                staticText "Poetry 1"
                """)
        try screen.interactor.back()
        try screen.interactor.back()
        #expect(
            screen.tree == """
                Library  @State genre=nil book=nil column=.sidebar visibility=.all
                  NavigationSplitView columnVisibility=.all compact top=.sidebar
                    .sidebar
                      List selection=nil  .navigationTitle("Genres")
                        NavigationLink "Fiction" → "Fiction"
                        NavigationLink "Poetry" → "Poetry"
                        .toolbar
                          Button "Hide"
                """)
    }

    @Test("Regular width: columnVisibility .detailOnly hides the sidebar, whose rows cannot be reached")
    func hiddenColumns() throws {
        let screen = regular(SplitViews.Library())
        try screen.interactor.tap(screen.target("\"Hide\""))
        #expect(
            screen.ax == """
                staticText "No book"
                """)
        #expect(
            screen.failure { try screen.interactor.tap(screen.target("link \"Fiction\"")) } == """
                unreachable: expected link "Fiction" (in Library) on screen to tap, but it cannot be reached: it is in \
                a hidden column: columnVisibility .detailOnly hides the sidebar column. To fix, show it first (set \
                columnVisibility to .all), then try again.
                """)
    }
}
