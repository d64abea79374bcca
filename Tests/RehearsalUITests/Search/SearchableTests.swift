import Testing

@testable import RehearsalUI

/// `isSearching`, `dismissSearch`, the prompt and `onSubmit(of: .search)`.
enum Searching {
    struct Screen: View {
        @State private var query = ""
        @State private var submissions = 0

        var body: some View {
            NavigationStack {
                Results(query: query, submissions: submissions)
                    .navigationTitle("Library")
                    .searchable(text: $query, prompt: "Titles")
                    .onSubmit(of: .search) { submissions += 1 }
            }
        }
    }

    struct Results: View {
        let query: String
        let submissions: Int
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch

        var body: some View {
            VStack {
                Text(isSearching ? "Searching for \(query), \(submissions) submitted" : "Browsing")
                if isSearching {
                    Button("Done") { dismissSearch() }
                }
            }
        }
    }

    /// A searchable view with no navigation container: iOS shows no search field for it.
    struct Bare: View {
        @State private var query = ""

        var body: some View {
            Text("Results").searchable(text: $query)
        }
    }
}

@MainActor @Suite struct SearchableTests {
    @Test("Searching sets isSearching below the modifier; submitting runs onSubmit(of: .search); dismissSearch ends it")
    func isSearching() throws {
        let screen = DrivenScreen(Searching.Screen())
        #expect(
            screen.ax == """
                navigationBar "Library"
                  searchField "Search" placeholder="Titles"
                staticText "Browsing"
                """)
        try screen.interactor.search("Du")
        try screen.interactor.type(screen.target("searchField"), "ne")
        try screen.interactor.submit(screen.target("searchField \"Search\""))
        #expect(
            screen.ax == """
                navigationBar "Library"
                  searchField "Search" value="Dune"
                staticText "Searching for Dune, 1 submitted"
                button "Done"
                """)
        try screen.interactor.tap(screen.target("\"Done\""))
        #expect(
            screen.ax == """
                navigationBar "Library"
                  searchField "Search" placeholder="Titles"
                staticText "Browsing"
                """)
    }

    @Test("Outside a navigation container there is no search field to type into") func bare() {
        let screen = DrivenScreen(Searching.Bare())
        #expect(screen.ax == "staticText \"Results\"")
        #expect(
            screen.failure { try screen.interactor.search("x") } == """
                noSearchField: expected a search field on screen, but it cannot be reached: the searchable view is not \
                inside a navigation container, so iOS shows no search field. To fix, wrap it in NavigationStack { ... }, \
                then try again.
                """)
    }
}
