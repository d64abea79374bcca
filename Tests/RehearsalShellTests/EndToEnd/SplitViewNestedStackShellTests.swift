import Foundation
import Testing

/// Through the built `rehearse`: a split view's detail column whose `NavigationStack` is inside a custom view's body
/// (`MenuScreen`'s `MenuBoard`). Collapsed, a sidebar link whose value only that stack declares, and the sidebar's
/// `navigationDestination(isPresented:)`, mount the column and push onto the stack; `back` resets the binding.
@Suite struct SplitViewNestedStackShellTests {
    @Test("Piped, compact width: a dish link and tonight's special go onto the stack in MenuBoard's body")
    func compact() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "MenuScreen/Menu"
                tap "Carbonara"
                path
                ax
                back
                back
                tap "Tonight's special"
                path
                ax
                back
                ax
                back
                path
                tap "Tonight's special"
                ax

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
                        NavigationSplitView(Menu) path=[Text] top=.detail
                          column sidebar "Menu" (covered)
                          column detail
                            NavigationStack path=[] pushed=[Text]
                        navigationBar "Tonight"
                          button "Back"
                        staticText "Miso ramen, tonight only"
                        navigationBar
                          button "Menu"
                        staticText "Pick a dish"
                        NavigationSplitView(Menu) path=[] top=.sidebar
                          column sidebar "Menu"
                        navigationBar "Tonight"
                          button "Back"
                        staticText "Miso ramen, tonight only"

                        """, errors: "", status: 0))
    }

    @Test("Piped, regular width: the special goes onto the mounted stack; a dish link afterwards replaces it")
    func regular() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "MenuScreen/Menu, regular width"
                tap "Tonight's special"
                path
                tap "Ramen"
                path
                tap "Tonight's special"
                path

                """)
        #expect(
            run
                == .init(
                    output: """
                        NavigationSplitView(Menu)
                          column sidebar "Menu"
                          column detail
                            NavigationStack path=[] pushed=[Text]
                        NavigationSplitView(Menu)
                          column sidebar "Menu"
                          column detail
                            NavigationStack path=[.ramen]
                        NavigationSplitView(Menu)
                          column sidebar "Menu"
                          column detail
                            NavigationStack path=[] pushed=[Text]

                        """, errors: "", status: 0))
    }

    @Test("JSON lines, compact width: the special on the detail column's stack, then a dish in its place")
    func jsonLines() throws {
        let requests = [
            #"{"command":"set echo none"}"#, #"{"command":"open \"MenuScreen/Menu\""}"#,
            #"{"command":"tap \"Tonight's special\""}"#, #"{"command":"path --json"}"#, #"{"command":"back"}"#,
            #"{"command":"back"}"#, #"{"command":"tap \"Carbonara\""}"#, #"{"command":"ax"}"#,
        ]
        let run = try RehearseBinary.run(["--jsonl"], input: requests.joined(separator: "\n") + "\n")
        #expect(
            run.output == """
                {"ok":true,"output":"","preview":null,"step":0}
                {"ok":true,"output":"","preview":"MenuScreen/Menu","step":1}
                {"ok":true,"output":"","preview":"MenuScreen/Menu","step":2}
                {"ok":true,"output":"[{\\"kind\\":\\"NavigationSplitView\\",\\"name\\":\\"Menu\\",\\"path\\":[\\"Text\\"],\\"top\\":\\"detail\\",\\"children\\":[{\\"kind\\":\\"column\\",\\"column\\":\\"sidebar\\",\\"title\\":\\"Menu\\",\\"covered\\":true},{\\"kind\\":\\"column\\",\\"column\\":\\"detail\\",\\"children\\":[{\\"kind\\":\\"NavigationStack\\",\\"path\\":[],\\"pushed\\":[\\"Text\\"]}]}]}]","preview":"MenuScreen/Menu","step":2}
                {"ok":true,"output":"","preview":"MenuScreen/Menu","step":3}
                {"ok":true,"output":"","preview":"MenuScreen/Menu","step":4}
                {"ok":true,"output":"","preview":"MenuScreen/Menu","step":5}
                {"ok":true,"output":"navigationBar \\"Carbonara\\"\\n  button \\"Back\\"\\nstaticText \\"Serves 4\\"\\nlink \\"Step 1\\"\\nlink \\"Step 2\\"","preview":"MenuScreen/Menu","step":5}

                """)
        #expect(run.status == 0)
    }
}
