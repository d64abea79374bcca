import Foundation
import Testing

/// Preferences flowing up and `PreviewProvider` previews named and oriented by modifiers, through the
/// built `rehearse`, piped and with `--jsonl`.
@Suite struct PreferencesShellTests {
    @Test("A row's tap changes its preference; the screen's onPreferenceChange sums them; provider previews are named")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "TitlePreferenceScreen/Badges"
                tap "Mail 0"
                set echo none
                tap "Chat 0"
                tree
                open "TitlePreferenceScreen_Previews/Landscape"
                tree
                trait colorScheme=dark
                open "TitlePreferenceScreen_Previews/Preview 2"
                trait colorScheme=dark

                """)
        #expect(
            run
                == .init(
                    output: """
                        TitlePreferenceScreen  @State total=0
                          VStack  .onPreferenceChange(BadgeCountKey.self)
                            Text "Total 0"
                            BadgeRow  @State taps=0
                              Button "Mail 0"  .preference(key: BadgeCountKey.self, value: 0)
                            BadgeRow  @State taps=0
                              Button "Chat 0"  .preference(key: BadgeCountKey.self, value: 0)
                            Text "Inbox"  .preference(key: RowTitleKey.self, value: "Inbox")
                            .overlay
                              Text "Title: Inbox"
                        @State taps of BadgeRow: 0 → 1
                        @State total of TitlePreferenceScreen: 0 → 1
                        @@ -1,6 +1,6 @@
                        -TitlePreferenceScreen  @State total=0
                        +TitlePreferenceScreen  @State total=1
                           VStack  .onPreferenceChange(BadgeCountKey.self)
                        -    Text "Total 0"
                        -    BadgeRow  @State taps=0
                        -      Button "Mail 0"  .preference(key: BadgeCountKey.self, value: 0)
                        +    Text "Total 1"
                        +    BadgeRow  @State taps=1
                        +      Button "Mail 1"  .preference(key: BadgeCountKey.self, value: 1)
                             BadgeRow  @State taps=0
                        TitlePreferenceScreen  @State total=2
                          VStack  .onPreferenceChange(BadgeCountKey.self)
                            Text "Total 2"
                            BadgeRow  @State taps=1
                              Button "Mail 1"  .preference(key: BadgeCountKey.self, value: 1)
                            BadgeRow  @State taps=1
                              Button "Chat 1"  .preference(key: BadgeCountKey.self, value: 1)
                            Text "Inbox"  .preference(key: RowTitleKey.self, value: "Inbox")
                            .overlay
                              Text "Title: Inbox"
                        TitlePreferenceScreen  @State total=0  .previewDevice("iPhone 15")
                          VStack  .onPreferenceChange(BadgeCountKey.self)
                            Text "Total 0"
                            BadgeRow  @State taps=0
                              Button "Mail 0"  .preference(key: BadgeCountKey.self, value: 0)
                            BadgeRow  @State taps=0
                              Button "Chat 0"  .preference(key: BadgeCountKey.self, value: 0)
                            Text "Inbox"  .preference(key: RowTitleKey.self, value: "Inbox")
                            .overlay
                              Text "Title: Inbox"
                        settings: colorScheme=dark dynamicTypeSize=large horizontalSizeClass=compact verticalSizeClass=compact device=iPhone15
                        settings: colorScheme=dark dynamicTypeSize=large horizontalSizeClass=compact verticalSizeClass=regular device=iPhone15

                        """, errors: "", status: 0))
    }

    @Test("The provider's landscape preview answers in JSON lines with a compact vertical size class")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "set echo none"}
                {"command": "open \\"TitlePreferenceScreen_Previews/Landscape\\""}
                {"command": "tap \\"Chat 0\\""}
                {"command": "trait colorScheme=dark"}
                {"command": "ax"}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"","preview":null,"step":0}
                        {"ok":true,"output":"","preview":"TitlePreferenceScreen_Previews/Landscape","step":1}
                        {"ok":true,"output":"","preview":"TitlePreferenceScreen_Previews/Landscape","step":2}
                        {"ok":true,"output":"settings: colorScheme=dark dynamicTypeSize=large horizontalSizeClass=compact verticalSizeClass=compact device=iPhone15","preview":"TitlePreferenceScreen_Previews/Landscape","step":3}
                        {"ok":true,"output":"staticText \\"Total 1\\"\\nbutton \\"Mail 0\\"\\nbutton \\"Chat 1\\"\\nstaticText \\"Inbox\\"\\nstaticText \\"Title: Inbox\\"","preview":"TitlePreferenceScreen_Previews/Landscape","step":3}

                        """, errors: "", status: 0))
    }
}
