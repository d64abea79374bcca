import Testing

@testable import RehearsalUI

/// Toolbar placements in the navigation bar and the bottom toolbar, a hidden back button, and a toolbar
/// with no navigation container to show it.
enum Toolbars {
    struct Inbox: View {
        @State private var showsDraft = false

        var body: some View {
            NavigationStack {
                Button("Open draft") { showsDraft = true }
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        Button("Compose") {}
                        ToolbarItem(placement: .principal) { Text("All Mail") }
                        ToolbarItem(placement: .navigation) { Button("Mailboxes") {} }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Archive") {}
                            Button("Share") {}
                        }
                    }
                    .navigationDestination(isPresented: $showsDraft) {
                        Text("Draft").navigationBarBackButtonHidden()
                    }
            }
        }
    }

    struct Unhosted: View {
        var body: some View {
            Text("Notes").toolbar { Button("Add") {} }
        }
    }
}

@MainActor @Suite struct ToolbarTests {
    @Test("Leading, principal and trailing items sit in the navigation bar, bottom ones in a toolbar") func placements()
        throws
    {
        let screen = DrivenScreen(Toolbars.Inbox())
        #expect(
            screen.ax == """
                navigationBar "Inbox"
                  button "Mailboxes"
                  staticText "All Mail"
                  button "Compose"
                button "Open draft"
                toolbar
                  button "Archive"
                  button "Share"
                """)
        try screen.interactor.tap(screen.target("\"Open draft\""))
        #expect(screen.ax == "staticText \"Draft\"")
        #expect(
            screen.failure { try screen.interactor.back() } == """
                nothingToGoBack: expected a back button on the screen on top, but it has none: it is the root of its \
                navigation stack, is not in one, or hides its back button (.navigationBarBackButtonHidden). To fix, push \
                a screen first (tap a link), or leave the screen with one of its own buttons.
                """)
    }

    @Test("Without a navigation container a toolbar shows nothing, and targeting its items says why") func unhosted() {
        let screen = DrivenScreen(Toolbars.Unhosted())
        #expect(screen.ax == "staticText \"Notes\"")
        #expect(
            screen.failure { try screen.interactor.tap(screen.target("button \"Add\"")) } == """
                unreachable: expected button "Add" (in Unhosted) on screen to tap, but it cannot be reached: it is a \
                toolbar item outside any navigation container, which iOS does not show. To fix, wrap the screen in \
                NavigationStack { ... }, then try again.
                """)
    }
}
