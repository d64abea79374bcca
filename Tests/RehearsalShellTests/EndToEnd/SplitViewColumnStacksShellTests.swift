import Foundation
import Testing

/// One stack per split view column through the built `rehearse`: a link in a column presents in the next one,
/// the detail column's `NavigationStack` keeps its own path, and a compact width collapses them into one stack.
@Suite struct SplitViewColumnStacksShellTests {
    @Test("Piped, regular width: path prints each column and its own stack; back pops the detail's stack")
    func regular() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "CookbookScreen/Columns, regular width"
                tap "Italian"
                tap "Risotto"
                tap "Step 2"
                path
                ax
                back
                tap "Japanese"
                path

                """)
        #expect(
            run
                == .init(
                    output: """
                        NavigationSplitView(Cuisines)
                          column sidebar "Cuisines"
                          column content "Italian" path=[.italian]
                          column detail
                            NavigationStack path=[.risotto, RecipeStep(dish: .risotto, number: 2, text: "Add the stock a ladle at a time")]
                        navigationBar "Cuisines"
                        list
                          link "Italian"
                          link "Japanese"
                        navigationBar "Italian"
                        list
                          link "Risotto"
                          link "Carbonara"
                        navigationBar "Step 2"
                          button "Risotto"
                        staticText "Add the stock a ladle at a time"
                        NavigationSplitView(Cuisines)
                          column sidebar "Cuisines"
                          column content "Japanese" path=[.japanese]
                          column detail
                            NavigationStack path=[]

                        """, errors: "", status: 0))
    }

    @Test("Piped, compact width: the collapsed stack holds every column in order; back walks it down")
    func compact() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "CookbookScreen/Columns"
                tap "Italian"
                tap "Carbonara"
                tap "Step 1"
                path
                ax
                back
                back
                path
                ax
                back
                path

                """)
        #expect(
            run
                == .init(
                    output: """
                        NavigationSplitView(Cuisines) path=[.italian, .carbonara, RecipeStep(dish: .carbonara, number: 1, text: "Cook the pasta")] top=.detail
                          column sidebar "Cuisines" (covered)
                          column content "Italian" (covered)
                          column detail
                            NavigationStack path=[.carbonara, RecipeStep(dish: .carbonara, number: 1, text: "Cook the pasta")]
                        navigationBar "Step 1"
                          button "Carbonara"
                        staticText "Cook the pasta"
                        NavigationSplitView(Cuisines) path=[.italian] top=.detail
                          column sidebar "Cuisines" (covered)
                          column content "Italian" (covered)
                          column detail
                            NavigationStack path=[]
                        navigationBar
                          button "Italian"
                        staticText "Pick a dish"
                        NavigationSplitView(Cuisines) path=[.italian] top=.content
                          column sidebar "Cuisines" (covered)
                          column content "Italian"

                        """, errors: "", status: 0))
    }

    @Test("JSON lines: path of the collapsed stack")
    func jsonLines() throws {
        let requests = [
            #"{"command":"set echo none"}"#, #"{"command":"open \"CookbookScreen/Columns\""}"#,
            #"{"command":"tap \"Japanese\""}"#, #"{"command":"tap \"Ramen\""}"#, #"{"command":"path --json"}"#,
        ]
        let run = try RehearseBinary.run(["--jsonl"], input: requests.joined(separator: "\n") + "\n")
        #expect(
            run.output == """
                {"ok":true,"output":"","preview":null,"step":0}
                {"ok":true,"output":"","preview":"CookbookScreen/Columns","step":1}
                {"ok":true,"output":"","preview":"CookbookScreen/Columns","step":2}
                {"ok":true,"output":"","preview":"CookbookScreen/Columns","step":3}
                {"ok":true,"output":"[{\\"kind\\":\\"NavigationSplitView\\",\\"name\\":\\"Cuisines\\",\\"path\\":[\\".japanese\\",\\".ramen\\"],\\"top\\":\\"detail\\",\\"children\\":[{\\"kind\\":\\"column\\",\\"column\\":\\"sidebar\\",\\"title\\":\\"Cuisines\\",\\"covered\\":true},{\\"kind\\":\\"column\\",\\"column\\":\\"content\\",\\"title\\":\\"Japanese\\",\\"covered\\":true},{\\"kind\\":\\"column\\",\\"column\\":\\"detail\\",\\"children\\":[{\\"kind\\":\\"NavigationStack\\",\\"path\\":[\\".ramen\\"]}]}]}]","preview":"CookbookScreen/Columns","step":3}

                """)
        #expect(run.status == 0)
    }

    @Test("Piped: a sidebar link whose destination only the detail column's stack declares, compact and regular")
    func detailDeclaresDestination() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "MenuScreen/Menu"
                tap "Carbonara"
                path
                ax
                back
                back
                path
                open "MenuScreen/Menu, regular width"
                tap "Ramen"
                path

                """)
        #expect(
            run
                == .init(
                    output: """
                        NavigationSplitView(Menu) path=[.carbonara] top=.detail
                          column sidebar "Menu" (covered)
                          column detail
                            NavigationStack path=[.carbonara]
                        navigationBar "Carbonara"
                          button "Back"
                        staticText "Serves 4"
                        link "Step 1"
                        link "Step 2"
                        NavigationSplitView(Menu) path=[] top=.sidebar
                          column sidebar "Menu"
                        NavigationSplitView(Menu)
                          column sidebar "Menu"
                          column detail
                            NavigationStack path=[.ramen]

                        """, errors: "", status: 0))
    }

    @Test("Piped: navigationDestination(isPresented:) and (item:) present in the next column, compact and regular")
    func presentedDestinations() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "DinerScreen/Specials"
                tap "Specials"
                tap "Table 4"
                path
                ax
                back
                back
                path
                tap "Specials"
                ax
                open "DinerScreen/Specials, regular width"
                tap "Specials"
                tap "Table 4"
                path

                """)
        #expect(
            run
                == .init(
                    output: """
                        NavigationSplitView(Diner) path=[DinerSpecials, Text] top=.detail
                          column sidebar "Diner" (covered)
                          column content "Specials" (covered)
                          column detail "Table 4"
                        navigationBar "Table 4"
                          button "Specials"
                        staticText "Soup for table 4"
                        NavigationSplitView(Diner) path=[] top=.sidebar
                          column sidebar "Diner"
                        navigationBar "Specials"
                          button "Diner"
                        button "Table 4"
                        NavigationSplitView(Diner)
                          column sidebar "Diner"
                          column content "Specials" pushed=[DinerSpecials]
                          column detail "Table 4" pushed=[Text]

                        """, errors: "", status: 0))
    }
}
