import Testing

@testable import RehearsalUI

/// One stack per split view column: a link in a column presents in the next one, a `NavigationStack` in a
/// column keeps its own path, and a compact width collapses every column and stack into one, in column order.
@MainActor @Suite struct SplitViewColumnStackTests {
    enum Shelf: String, Hashable { case novels, poems }

    struct Book: Hashable {
        let title: String
    }

    struct Chapter: Hashable {
        let number: Int
    }

    /// Plain value links in the sidebar and the content column (no selection), and a stack in the detail column.
    struct Library: View {
        var body: some View {
            NavigationSplitView {
                List {
                    NavigationLink("Novels", value: Shelf.novels)
                    NavigationLink("Poems", value: Shelf.poems)
                }
                .navigationTitle("Shelves")
                .navigationDestination(for: Shelf.self) { shelf in
                    List {
                        NavigationLink("\(shelf.rawValue) 1", value: Book(title: "\(shelf.rawValue) 1"))
                    }
                    .navigationTitle(shelf.rawValue)
                }
                .navigationDestination(for: Book.self) { book in
                    NavigationLink("Chapter 1", value: Chapter(number: 1))
                        .navigationTitle(book.title)
                }
            } content: {
                Text("Pick a shelf")
            } detail: {
                NavigationStack {
                    Text("Pick a book")
                        .navigationDestination(for: Chapter.self) { chapter in
                            Text("Chapter \(chapter.number)").navigationTitle("Chapter \(chapter.number)")
                        }
                }
            }
        }
    }

    @Test("Regular width: each link presents in the next column, the detail's stack keeps its own path")
    func regular() throws {
        let screen = DrivenScreen(Library().environment(\.horizontalSizeClass, .regular))
        try screen.interactor.tap(screen.target("link \"Poems\""))
        #expect(
            screen.path == """
                NavigationSplitView(Shelves)
                  column sidebar "Shelves"
                  column content "poems" path=[.poems]
                  column detail
                    NavigationStack path=[]
                """)
        try screen.interactor.tap(screen.target("link \"poems 1\""))
        #expect(
            screen.path == """
                NavigationSplitView(Shelves)
                  column sidebar "Shelves"
                  column content "poems" path=[.poems]
                  column detail
                    NavigationStack path=[Book(title: "poems 1")]
                """)
        try screen.interactor.tap(screen.target("link \"Chapter 1\""))
        #expect(
            screen.path == """
                NavigationSplitView(Shelves)
                  column sidebar "Shelves"
                  column content "poems" path=[.poems]
                  column detail
                    NavigationStack path=[Book(title: "poems 1"), Chapter(number: 1)]
                """)
        #expect(
            screen.ax == """
                navigationBar "Shelves"
                list
                  link "Novels"
                  link "Poems"
                navigationBar "poems"
                list
                  link "poems 1"
                navigationBar "Chapter 1"
                  button "poems 1"
                staticText "Chapter 1"
                """)
        try screen.interactor.back()
        #expect(
            screen.path == """
                NavigationSplitView(Shelves)
                  column sidebar "Shelves"
                  column content "poems" path=[.poems]
                  column detail
                    NavigationStack path=[Book(title: "poems 1")]
                """)
        // Another shelf replaces the content column and clears the detail column's stack.
        try screen.interactor.tap(screen.target("link \"Novels\""))
        #expect(
            screen.path == """
                NavigationSplitView(Shelves)
                  column sidebar "Shelves"
                  column content "novels" path=[.novels]
                  column detail
                    NavigationStack path=[]
                """)
    }

    @Test("Compact width: the columns and the detail's stack are one stack; back pops the stack, then each column")
    func compact() throws {
        let screen = DrivenScreen(Library())
        try screen.interactor.tap(screen.target("link \"Poems\""))
        try screen.interactor.tap(screen.target("link \"poems 1\""))
        try screen.interactor.tap(screen.target("link \"Chapter 1\""))
        #expect(
            screen.path == """
                NavigationSplitView(Shelves) path=[.poems, Book(title: "poems 1"), Chapter(number: 1)] top=.detail
                  column sidebar "Shelves" (covered)
                  column content "poems" (covered)
                  column detail
                    NavigationStack path=[Book(title: "poems 1"), Chapter(number: 1)]
                """)
        #expect(
            screen.ax == """
                navigationBar "Chapter 1"
                  button "poems 1"
                staticText "Chapter 1"
                """)
        try screen.interactor.back()
        #expect(
            screen.path == """
                NavigationSplitView(Shelves) path=[.poems, Book(title: "poems 1")] top=.detail
                  column sidebar "Shelves" (covered)
                  column content "poems" (covered)
                  column detail
                    NavigationStack path=[Book(title: "poems 1")]
                """)
        try screen.interactor.back()
        #expect(
            screen.path == """
                NavigationSplitView(Shelves) path=[.poems] top=.detail
                  column sidebar "Shelves" (covered)
                  column content "poems" (covered)
                  column detail
                    NavigationStack path=[]
                """)
        try screen.interactor.back()
        #expect(
            screen.path == """
                NavigationSplitView(Shelves) path=[.poems] top=.content
                  column sidebar "Shelves" (covered)
                  column content "poems"
                """)
        #expect(
            screen.ax == """
                navigationBar "poems"
                  button "Shelves"
                list
                  link "poems 1"
                """)
    }
}
