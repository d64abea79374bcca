import Testing

@testable import RehearsalUI

/// Tab badges, tab sections, paged tab views, and a second tap on the selected tab.
enum TabFeatures {
    struct Mail: View {
        @State private var tab = "inbox"

        var body: some View {
            TabView(selection: $tab) {
                Tab("Inbox", systemImage: "tray", value: "inbox") {
                    NavigationStack {
                        NavigationLink("Open first", value: 1)
                            .navigationTitle("Inbox")
                            .navigationDestination(for: Int.self) { Text("Message \($0)") }
                    }
                }
                .badge(3)
                TabSection("Folders") {
                    Tab("Sent", systemImage: "paperplane", value: "sent") { Text("Sent mail") }
                    Tab("Drafts", systemImage: "doc", value: "drafts") { Text("Drafts") }
                        .badge("New")
                }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }

    struct Legacy: View {
        var body: some View {
            TabView {
                Text("Home").tabItem { Label("Home", systemImage: "house") }.badge(2)
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    struct Onboarding: View {
        var body: some View {
            TabView {
                Text("Welcome")
                Text("Sync your notes")
                Button("Get started") {}
            }
            .tabViewStyle(.page)
        }
    }
}

@MainActor @Suite struct TabFeaturesTests {
    @Test("Tab badges read as the tab's value; tabs in a TabSection name their section in the tree")
    func badgesAndSections() throws {
        let screen = DrivenScreen(TabFeatures.Mail())
        #expect(
            screen.ax == """
                navigationBar "Inbox"
                link "Open first"
                tabBar
                  tab "Inbox" value="3" [isSelected]
                  tab "Sent"
                  tab "Drafts" value="New"
                """)
        #expect(
            screen.tree == """
                Mail  @State tab="inbox"
                  TabView selection="inbox"  .tabViewStyle(.sidebarAdaptable)
                    Tab "Inbox" systemImage: "tray" badge: 3 (selected)
                      NavigationStack
                        NavigationLink "Open first" → 1  .navigationTitle("Inbox") .navigationDestination(for: Int.self)
                    Tab "Sent" systemImage: "paperplane" section: "Folders"
                    Tab "Drafts" systemImage: "doc" badge: "New" section: "Folders"
                """)
    }

    @Test("A legacy tabItem with a badge reads its badge") func legacyBadge() {
        let screen = DrivenScreen(TabFeatures.Legacy())
        #expect(
            screen.ax == """
                staticText "Home"
                tabBar
                  tab "Home" value="2" [isSelected]
                  tab "Settings"
                """)
    }

    @Test("Tapping the selected tab pops its stack to the root") func tapSelectedTabPops() throws {
        let screen = DrivenScreen(TabFeatures.Mail())
        try screen.interactor.tap(screen.target("link \"Open first\""))
        #expect(screen.path == "TabView selection=\"inbox\"\n  NavigationStack(Inbox) path=[1]")
        try screen.interactor.selectTab("Inbox")
        #expect(screen.path == "TabView selection=\"inbox\"\n  NavigationStack(Inbox) path=[]")
    }

    @Test("A paged tab view shows one page and a page indicator; adjust and tab N turn the pages")
    func pages() throws {
        let screen = DrivenScreen(TabFeatures.Onboarding())
        #expect(
            screen.ax == """
                staticText "Welcome"
                pageIndicator value="page 1 of 3"
                """)
        try screen.interactor.adjust(screen.target("pageIndicator"), by: 1)
        #expect(
            screen.ax == """
                staticText "Sync your notes"
                pageIndicator value="page 2 of 3"
                """)
        try screen.interactor.selectTab("3")
        #expect(
            screen.ax == """
                button "Get started"
                pageIndicator value="page 3 of 3"
                """)
        #expect(
            screen.failure { try screen.interactor.selectTab("4") } == """
                noTab: expected a page "4" of the paged tab view, but its pages are "1", "2", "3". To fix, use a page's \
                number (from 1) or its title.
                """)
        #expect(
            screen.failure { try screen.interactor.tap(screen.target("\"Welcome\"")) } == """
                unreachable: expected staticText "Welcome" (in Onboarding) on screen to tap, but it cannot be reached: \
                it is on page 1 of the tab view, which is not shown. To fix, show its page first (`tab 1`), then try \
                again.
                """)
    }
}
