import Testing

@testable import RehearsalUI

@Observable final class Inbox {
    var unread = 3
}

struct InboxView: View {
    @Environment(Inbox.self) private var inbox
    var body: some View { Text("\(inbox.unread) unread") }
}

struct MailApp: App {
    @State private var inbox = Inbox()
    var body: some Scene {
        WindowGroup {
            InboxView().environment(inbox)
        }
    }
}

struct EmptyApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("first") }
        WindowGroup("Other") { Text("second") }
    }
}

@MainActor @Suite struct AppTests {
    @Test("Launching an app mounts its first window and prints the tree") func launch() {
        #expect(
            AppLaunch.launch(MailApp()).output == """
                InboxView  @Environment Inbox  .environment(Inbox)
                  Text "3 unread"
                """)
        #expect(
            AppLaunch.launch(EmptyApp()).output == """
                Text "first"
                """)
    }

    @Test("Diagnostics follow the tree") func diagnostics() {
        struct BrokenApp: App {
            var body: some Scene { WindowGroup { InboxView() } }
        }
        #expect(
            AppLaunch.launch(BrokenApp()).output == """
                InboxView ⚠ missing @Environment(Inbox.self)
                error: InboxView reads @Environment(Inbox.self) (property inbox), but no ancestor injected a Inbox. To fix, add .environment(Inbox(...)) to a view above InboxView, or apply a stub environment that provides one.
                """)
    }
}
