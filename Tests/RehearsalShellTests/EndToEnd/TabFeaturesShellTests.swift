import Foundation
import Testing

/// Tab badges, a second tap on the selected tab, and a paged tab view, through the built `rehearse`.
@Suite struct TabFeaturesShellTests {
    @Test("Piped: the badge reads with its tab, tab on the selected tab pops to the root, pages turn")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "MailTabsView/Tabs"
                tap "Lunch on Friday"
                tab Inbox
                path
                tree
                open "MailTabsView/Welcome"
                adjust pageIndicator +1
                ax
                tab 3
                ax

                """)
        #expect(
            run
                == .init(
                    output: """
                        TabView selection=.inbox
                          NavigationStack(Inbox) path=[]
                        MailTabsView  @State selection=.inbox
                          TabView selection=.inbox  .tabViewStyle(.sidebarAdaptable)
                            Tab "Inbox" systemImage: "tray" badge: 2 (selected)
                              NavigationStack
                                List  .navigationTitle("Inbox") .navigationDestination(for: MailMessage.self)
                                  NavigationLink "Lunch on Friday" → MailMessage
                                  NavigationLink "The engine" → MailMessage
                            Tab "Sent" systemImage: "paperplane" section: "Folders"
                            Tab "Archive" systemImage: "archivebox" section: "Folders"
                        staticText "Your inbox, everywhere"
                        pageIndicator value="page 2 of 3"
                        button "Get Started"
                        pageIndicator value="page 3 of 3"

                        """, errors: "", status: 0))
    }

    @Test("JSON lines: the tab verb turns a page; a page that is not there is a typed error")
    func jsonLines() throws {
        let requests = [
            #"{"command":"set echo none"}"#, #"{"command":"open \"MailTabsView/Welcome\""}"#,
            #"{"command":"tab 2"}"#, #"{"command":"ax"}"#, #"{"command":"tab Later"}"#,
        ]
        let run = try RehearseBinary.run(["--jsonl"], input: requests.joined(separator: "\n") + "\n")
        #expect(
            run.output == """
                {"ok":true,"output":"","preview":null,"step":0}
                {"ok":true,"output":"","preview":"MailTabsView/Welcome","step":1}
                {"ok":true,"output":"","preview":"MailTabsView/Welcome","step":2}
                {"ok":true,"output":"staticText \\"Your inbox, everywhere\\"\\npageIndicator value=\\"page 2 of 3\\"","preview":"MailTabsView/Welcome","step":2}
                {"ok":false,"output":"","error":{"code":"noTab","message":"expected a page \\"Later\\" of the paged tab view, but its pages are \\"1\\", \\"2\\", \\"3\\". To fix, use a page's number (from 1) or its title.","hint":null},"preview":"MailTabsView/Welcome","step":2}

                """)
        #expect(run.status == 0)
    }
}
