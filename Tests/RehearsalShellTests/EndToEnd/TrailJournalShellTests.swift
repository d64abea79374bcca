import Foundation
import Testing

/// Through the built `rehearse`: `TrailJournalScreen`, a split view whose detail column is a `NavigationStack` with a
/// titled root ("Journal"). Collapsed (a compact width), a trail goes onto that stack above its root; back shows the
/// root with one navigation bar, its own title and the sidebar's on the back button, as iOS shows a collapsed split
/// view (session 7 fixed a second bar there, tested in process only until now). The sidebar's order is an
/// `@AppStorage` enum, which `defaults` sets.
@Suite struct TrailJournalShellTests {
    @Test("Piped, compact width: a trail above the titled root; back shows the root with one bar, then the sidebar")
    func compact() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "TrailJournalScreen/Journal"
                tap "Ridge Loop"
                ax
                path
                tap "Favorite"
                back
                ax
                back
                path

                """)
        #expect(
            run
                == .init(
                    output: """
                        navigationBar "Ridge Loop"
                          button "Journal"
                        staticText "7 miles"
                        button "Favorite"
                        NavigationSplitView(Trails) path=[Trail(id: 1, name: "Ridge Loop", miles: 7)] top=.detail
                          column sidebar "Trails" (covered)
                          column detail
                            NavigationStack(Journal) path=[Trail(id: 1, name: "Ridge Loop", miles: 7)]
                        navigationBar "Journal"
                          button "Trails"
                        staticText "Favorites: 1"
                        NavigationSplitView(Trails) path=[] top=.sidebar
                          column sidebar "Trails"

                        """, errors: "", status: 0))
    }

    @Test("Piped, regular width: the trail goes onto the detail column's stack beside the sidebar")
    func regular() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "TrailJournalScreen/Journal, regular width"
                tap "Cedar Falls"
                path
                ax

                """)
        #expect(
            run
                == .init(
                    output: """
                        NavigationSplitView(Trails)
                          column sidebar "Trails"
                          column detail
                            NavigationStack(Journal) path=[Trail(id: 2, name: "Cedar Falls", miles: 3)]
                        navigationBar "Trails"
                          button "Sort by distance"
                          searchField "Search" placeholder="Find a trail"
                        list
                          link "Bald Knob"
                          link "Cedar Falls"
                          link "Ridge Loop"
                        navigationBar "Cedar Falls"
                          button "Journal"
                        staticText "3 miles"
                        button "Favorite"

                        """, errors: "", status: 0))
    }

    @Test("JSON lines, compact width: sorted by distance from defaults; back shows the titled root, then the sidebar")
    func jsonLines() throws {
        let requests = [
            #"{"command":"set echo none"}"#, #"{"command":"defaults trailSort=distance"}"#,
            #"{"command":"open \"TrailJournalScreen/Journal\""}"#, #"{"command":"tap \"Bald Knob\""}"#,
            #"{"command":"back"}"#, #"{"command":"ax"}"#, #"{"command":"back"}"#, #"{"command":"ax"}"#,
        ]
        let run = try RehearseBinary.run(["--jsonl"], input: requests.joined(separator: "\n") + "\n")
        #expect(
            run.output == """
                {"ok":true,"output":"","preview":null,"step":0}
                {"ok":true,"output":"defaults:\\n  trailSort = \\"distance\\"","preview":null,"step":1}
                {"ok":true,"output":"","preview":"TrailJournalScreen/Journal","step":2}
                {"ok":true,"output":"","preview":"TrailJournalScreen/Journal","step":3}
                {"ok":true,"output":"","preview":"TrailJournalScreen/Journal","step":4}
                {"ok":true,"output":"navigationBar \\"Journal\\"\\n  button \\"Trails\\"\\nstaticText \\"Favorites: 0\\"","preview":"TrailJournalScreen/Journal","step":4}
                {"ok":true,"output":"","preview":"TrailJournalScreen/Journal","step":5}
                {"ok":true,"output":"navigationBar \\"Trails\\"\\n  button \\"Sort by name\\"\\n  searchField \\"Search\\" placeholder=\\"Find a trail\\"\\nlist\\n  link \\"Cedar Falls\\"\\n  link \\"Ridge Loop\\"\\n  link \\"Bald Knob\\"","preview":"TrailJournalScreen/Journal","step":5}

                """)
        #expect(run.status == 0)
    }
}
