import Testing

@testable import RehearsalUI

/// A link in the sidebar whose destination only the detail column's own `NavigationStack` declares: collapsed,
/// the detail column is mounted for it and its declarations found, as iOS does; on a regular width too.
@MainActor @Suite struct SplitViewDetailDestinationTests {
    struct Book: Hashable {
        let title: String
    }

    struct Chapter: Hashable {
        let number: Int
    }

    struct Magazine: Hashable {
        let issue: Int
    }

    struct Reader: View {
        var body: some View {
            NavigationSplitView {
                List {
                    NavigationLink("Emma", value: Book(title: "Emma"))
                    NavigationLink("Odes", value: Book(title: "Odes"))
                    NavigationLink("Issue 7", value: Magazine(issue: 7))
                }
                .navigationTitle("Books")
            } detail: {
                NavigationStack {
                    Text("Pick a book")
                        .navigationDestination(for: Book.self) { book in
                            NavigationLink("Chapter 1", value: Chapter(number: 1))
                                .navigationTitle(book.title)
                        }
                        .navigationDestination(for: Chapter.self) { chapter in
                            Text("Chapter \(chapter.number)").navigationTitle("Chapter \(chapter.number)")
                        }
                }
            }
        }
    }

    @Test("Compact width: the link mounts the detail column and pushes onto its stack; back pops to the sidebar")
    func compact() throws {
        let screen = DrivenScreen(Reader())
        try screen.interactor.tap(screen.target("link \"Emma\""))
        #expect(screen.diagnostics == "")
        #expect(
            screen.path == """
                NavigationSplitView(Books) path=[Book(title: "Emma")] top=.detail
                  column sidebar "Books" (covered)
                  column detail
                    NavigationStack path=[Book(title: "Emma")]
                """)
        #expect(
            screen.ax == """
                navigationBar "Emma"
                  button "Back"
                link "Chapter 1"
                """)
        try screen.interactor.tap(screen.target("link \"Chapter 1\""))
        #expect(
            screen.path == """
                NavigationSplitView(Books) path=[Book(title: "Emma"), Chapter(number: 1)] top=.detail
                  column sidebar "Books" (covered)
                  column detail
                    NavigationStack path=[Book(title: "Emma"), Chapter(number: 1)]
                """)
        // Back pops the chapter, the book, then the detail column's root (untitled, so its back button says Back).
        try screen.interactor.back()
        try screen.interactor.back()
        #expect(
            screen.ax == """
                navigationBar
                  button "Books"
                staticText "Pick a book"
                """)
        try screen.interactor.back()
        #expect(
            screen.path == """
                NavigationSplitView(Books) path=[] top=.sidebar
                  column sidebar "Books"
                """)
        try screen.interactor.tap(screen.target("link \"Odes\""))
        #expect(
            screen.ax == """
                navigationBar "Odes"
                  button "Back"
                link "Chapter 1"
                """)
    }

    @Test("Compact width: a value neither the split view nor the detail's stack declares stays on the sidebar")
    func compactNoDestination() throws {
        let screen = DrivenScreen(Reader())
        try screen.interactor.tap(screen.target("link \"Issue 7\""))
        #expect(
            screen.diagnostics == """
                warning: a NavigationLink in Reader presents a value of type Magazine, but no navigationDestination(for: Magazine.self) is declared in its NavigationStack, so the link does nothing. To fix, add .navigationDestination(for: Magazine.self) { ... } to the stack's root view.
                """)
        #expect(
            screen.path == """
                NavigationSplitView(Books) path=[] top=.sidebar
                  column sidebar "Books"
                """)
    }

    @Test("Regular width: the link pushes onto the detail column's stack")
    func regular() throws {
        let screen = DrivenScreen(Reader().environment(\.horizontalSizeClass, .regular))
        try screen.interactor.tap(screen.target("link \"Odes\""))
        #expect(screen.diagnostics == "")
        #expect(
            screen.path == """
                NavigationSplitView(Books)
                  column sidebar "Books"
                  column detail
                    NavigationStack path=[Book(title: "Odes")]
                """)
    }
}
