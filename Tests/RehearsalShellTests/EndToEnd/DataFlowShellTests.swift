import Foundation
import Testing

/// The legacy data flow and the session's defaults through the built `rehearse`: piped and JSON lines.
@Suite struct DataFlowShellTests {
    @Test("defaults sets @AppStorage values that re-evaluate their readers, lists them, and survives trait")
    func defaultsPiped() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                defaults
                open "PantryScreen/Loaded"
                advance 1s
                defaults householdName=Cabin "note=two words" count=3
                trait colorScheme=dark
                path
                defaults householdName=
                defaults
                defaults oops

                """)
        #expect(
            run
                == .init(
                    output: """
                        no defaults are set; @AppStorage properties read their default values (set one: defaults KEY=VALUE)
                        virtual time 1s
                        defaults:
                          count = 3
                          householdName = "Cabin"
                          note = "two words"
                        settings: colorScheme=dark dynamicTypeSize=large horizontalSizeClass=compact verticalSizeClass=regular device=iPhone15
                        NavigationStack(Cabin Pantry) path=[]
                        defaults:
                          count = 3
                          note = "two words"
                        defaults:
                          count = 3
                          note = "two words"
                        error: expected KEY=VALUE, found "oops"
                          for example: defaults username=ada showsTips=false "greeting=Hello there" (KEY= removes one)

                        """, errors: "", status: 1))
    }

    @Test("A @Published change through a tap re-evaluates the store's observers, over JSON lines")
    func publishedJSONLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "set echo none"}
                {"command": "open \\"PantryScreen/Loaded\\""}
                {"command": "advance 1s"}
                {"command": "tap \\"Restock Coffee\\""}
                {"command": "ax"}

                """)
        let ax =
            #"navigationBar \"Home Pantry\"\nlist\n  toggle \"Low stock only\" value=\"off\"\n  staticText \"Rice\"\n  staticText \"4 left\"\n  button \"Restock Rice\"\n  staticText \"Olive oil\"\n  staticText \"1 left\"\n  button \"Restock Olive oil\"\n  staticText \"Coffee\"\n  staticText \"1 left\"\n  button \"Restock Coffee\"\n  staticText \"2 to buy.\""#
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"","preview":null,"step":0}
                        {"ok":true,"output":"","preview":"PantryScreen/Loaded","step":1}
                        {"ok":true,"output":"virtual time 1s","preview":"PantryScreen/Loaded","step":2}
                        {"ok":true,"output":"","preview":"PantryScreen/Loaded","step":3}
                        {"ok":true,"output":"\(ax)","preview":"PantryScreen/Loaded","step":3}

                        """, errors: "", status: 0))
    }
}
