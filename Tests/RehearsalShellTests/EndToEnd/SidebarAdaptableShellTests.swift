import Foundation
import Testing

/// A `.sidebarAdaptable` tab view through the built `rehearse`: a sidebar on a regular width, a tab bar on a
/// compact one, `tab` by title or number in both.
@Suite struct SidebarAdaptableShellTests {
    @Test("Piped: the tabs show as a sidebar with its sections on a regular width, as a tab bar on a compact one")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "MailTabsView/Tabs"
                trait horizontalSizeClass=regular
                tree
                ax
                tab 3
                ax
                trait horizontalSizeClass=compact
                tab Sent
                ax

                """)
        #expect(
            run
                == .init(
                    output: """
                        settings: colorScheme=light dynamicTypeSize=large horizontalSizeClass=regular verticalSizeClass=regular device=iPhone15
                        MailTabsView  @State selection=.inbox
                          TabView selection=.inbox shown as a sidebar  .tabViewStyle(.sidebarAdaptable)
                            Tab "Inbox" systemImage: "tray" badge: 2 (selected)
                              NavigationStack
                                List  .navigationTitle("Inbox") .navigationDestination(for: MailMessage.self)
                                  NavigationLink "Lunch on Friday" → MailMessage
                                  NavigationLink "The engine" → MailMessage
                            Tab "Sent" systemImage: "paperplane" section: "Folders"
                            Tab "Archive" systemImage: "archivebox" section: "Folders"
                        list "Sidebar"
                          tab "Inbox" value="2" [isSelected]
                          header "Folders"
                          tab "Sent"
                          tab "Archive"
                        navigationBar "Inbox"
                        list
                          link "Lunch on Friday"
                          link "The engine"
                        list "Sidebar"
                          tab "Inbox" value="2"
                          header "Folders"
                          tab "Sent"
                          tab "Archive" [isSelected]
                        staticText "Nothing archived"
                        settings: colorScheme=light dynamicTypeSize=large horizontalSizeClass=compact verticalSizeClass=regular device=iPhone15
                        staticText "1 sent"
                        tabBar
                          tab "Inbox" value="2"
                          tab "Sent" [isSelected]
                          tab "Archive"

                        """, errors: "", status: 0))
    }

    @Test("JSON lines: tab 2 in the sidebar answers with the selection's change and the sidebar")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"MailTabsView/Tabs\\""}
                {"command": "trait horizontalSizeClass=regular"}
                {"command": "set echo ax"}
                {"command": "tab 2"}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"MailTabsView  @State selection=.inbox\\n  TabView selection=.inbox  .tabViewStyle(.sidebarAdaptable)\\n    Tab \\"Inbox\\" systemImage: \\"tray\\" badge: 2 (selected)\\n      NavigationStack\\n        List  .navigationTitle(\\"Inbox\\") .navigationDestination(for: MailMessage.self)\\n          NavigationLink \\"Lunch on Friday\\" → MailMessage\\n          NavigationLink \\"The engine\\" → MailMessage\\n    Tab \\"Sent\\" systemImage: \\"paperplane\\" section: \\"Folders\\"\\n    Tab \\"Archive\\" systemImage: \\"archivebox\\" section: \\"Folders\\"","preview":"MailTabsView/Tabs","step":1}
                        {"ok":true,"output":"settings: colorScheme=light dynamicTypeSize=large horizontalSizeClass=regular verticalSizeClass=regular device=iPhone15\\n@@ -1,3 +1,3 @@\\n MailTabsView  @State selection=.inbox\\n-  TabView selection=.inbox  .tabViewStyle(.sidebarAdaptable)\\n+  TabView selection=.inbox shown as a sidebar  .tabViewStyle(.sidebarAdaptable)\\n     Tab \\"Inbox\\" systemImage: \\"tray\\" badge: 2 (selected)","preview":"MailTabsView/Tabs","step":2}
                        {"ok":true,"output":"","preview":"MailTabsView/Tabs","step":2}
                        {"ok":true,"output":"@State selection of MailTabsView: .inbox → .sent\\nlist \\"Sidebar\\"\\n  tab \\"Inbox\\" value=\\"2\\"\\n  header \\"Folders\\"\\n  tab \\"Sent\\" [isSelected]\\n  tab \\"Archive\\"\\nstaticText \\"1 sent\\"","preview":"MailTabsView/Tabs","step":3}

                        """, errors: "", status: 0))
    }
}
