import Foundation
import Testing

/// A search field's placeholder through the built `rehearse`: `searchField "Search" placeholder="PROMPT"` while
/// it is empty, and `expect ax` comparing `placeholder=` in its whole-block and `contains`/`lacks` forms.
@Suite struct SearchPlaceholderShellTests {
    @Test("an empty search field reads its prompt as its placeholder; typing replaces it with the value")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "SearchScreen/Ready"
                set echo none
                ax
                ax --json
                search "dune"
                ax

                """)
        #expect(
            run
                == .init(
                    output: """
                        NavigationStack  .environment(LibraryClient)
                          SearchScreen  @Environment LibraryClient  @State query="" phase=.loaded([])
                            ContentUnavailableView "Search Your Library" systemImage: "magnifyingglass"  .navigationTitle("Search") .searchable(text: "", prompt: "Titles and authors") .task(id: "")
                              Text "Find books by title or author."
                        navigationBar "Search"
                          searchField "Search" placeholder="Titles and authors"
                        header "Search Your Library"
                        staticText "Find books by title or author."
                        [{"role":"navigationBar","label":"Search","children":[{"role":"searchField","label":"Search","placeholder":"Titles and authors"}]},{"role":"header","label":"Search Your Library"},{"role":"staticText","label":"Find books by title or author."}]
                        navigationBar "Search"
                          searchField "Search" value="dune"
                        progressIndicator "Searching..."

                        """, errors: "", status: 0))
    }

    @Test("contains and lacks compare the placeholder written, and only the attributes written")
    func containsForms() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        open "SearchScreen/Ready"
        expect ax contains searchField "Search" placeholder="Titles and authors"
        expect ax contains searchField placeholder="Titles and authors"
        expect ax lacks searchField "Search" placeholder="Authors"
        expect ax contains searchField "Search" placeholder="Authors"

        """.write(to: folder.appendingPathComponent("forms.scenario"), atomically: true, encoding: .utf8)
        #expect(
            try RehearseBinary.run(["replay", "forms.scenario"], directory: folder)
                == .init(
                    output: """
                        FAIL forms.scenario:5: expect ax contains: no line of the ax output is searchField "Search" placeholder="Authors"
                        the ax output:
                          navigationBar "Search"
                            searchField "Search" placeholder="Titles and authors"
                          header "Search Your Library"
                          staticText "Find books by title or author."
                        0 passed, 1 failed

                        """, errors: "", status: 1))
    }

    @Test("the whole-block form compares placeholder= as it compares every attribute")
    func blockForm() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        open "SearchScreen/Ready"
        expect ax
          navigationBar "Search"
            searchField "Search" placeholder="Authors"
          header "Search Your Library"
          staticText "Find books by title or author."
        end

        """.write(to: folder.appendingPathComponent("block.scenario"), atomically: true, encoding: .utf8)
        #expect(
            try RehearseBinary.run(["replay", "block.scenario"], directory: folder)
                == .init(
                    output: """
                        FAIL block.scenario:2: expect ax: the output differs from the expected block
                        --- expected
                        +++ actual
                        @@ -1,4 +1,4 @@
                         navigationBar "Search"
                        -  searchField "Search" placeholder="Authors"
                        +  searchField "Search" placeholder="Titles and authors"
                         header "Search Your Library"
                         staticText "Find books by title or author."
                        0 passed, 1 failed

                        """, errors: "", status: 1))
    }
}
