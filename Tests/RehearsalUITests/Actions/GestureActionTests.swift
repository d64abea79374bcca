import Foundation
import Testing
import VirtualTime

@testable import RehearsalUI

/// Context menus, the refresh environment action, submit labels, URLs opened by views, and a list that
/// loads its next page when its last row appears.
enum Gestures {
    struct Notes: View {
        @State private var notes = ["Groceries", "Dentist"]
        @State private var clipboard = ""

        var body: some View {
            List {
                ForEach(notes, id: \.self) { note in
                    Text(note)
                        .contextMenu {
                            Button("Copy") { clipboard = note }
                            Button("Delete", role: .destructive) { notes.removeAll { $0 == note } }
                        }
                }
                Text("Clipboard: \(clipboard)")
            }
            .overlay { RefreshStatus() }
            .refreshable {}
        }
    }

    struct RefreshStatus: View {
        @Environment(\.refresh) private var refresh

        var body: some View { Text(refresh == nil ? "Not refreshable" : "Pull to refresh") }
    }

    struct Links: View {
        @Environment(\.openURL) private var openURL

        var body: some View {
            Button("Help") { openURL(URL(string: "https://example.com/help")!) }
        }
    }

    struct Handled: View {
        @State private var opened: [String] = []

        var body: some View {
            VStack {
                Links()
                Text("Opened: \(opened.joined(separator: ", "))")
            }
            .environment(
                \.openURL,
                OpenURLAction { url in
                    opened.append(url.lastPathComponent)
                    return .handled
                })
        }
    }

    @MainActor @Observable final class Feed {
        var items = Array(1...25)

        func itemAppeared(_ item: Int) {
            // Three pages of 25, the next one loaded when the last row appears.
            if item == items.last, items.count < 75 { items += (items.count + 1)...(items.count + 25) }
        }
    }

    struct FeedView: View {
        let feed: Feed

        var body: some View {
            List {
                ForEach(feed.items, id: \.self) { item in
                    Text("Item \(item)").onAppear { feed.itemAppeared(item) }
                }
            }
        }
    }
}

@MainActor @Suite struct GestureActionTests {
    @Test("Context-menu items are actions of their view, performed by name") func contextMenu() throws {
        let screen = DrivenScreen(Gestures.Notes())
        try screen.interactor.contextMenu(screen.target("\"Dentist\""), action: "Copy")
        try screen.interactor.contextMenu(screen.target("\"Groceries\""), action: "Delete")
        #expect(
            screen.ax == """
                list
                  staticText "Dentist"
                  staticText "Clipboard: Dentist"
                staticText "Pull to refresh"
                """)
        #expect(
            screen.failure { try screen.interactor.contextMenu(screen.target("\"Dentist\""), action: "Share") } == """
                actionNotFound: expected a context-menu item "Share" on staticText "Dentist" (in Notes), but it has \
                "Copy", "Delete". To fix, use one of those names.
                """)
    }

    @Test("A URL a view opens goes to the system unless a custom openURL action handles it") func openURL() throws {
        let screen = DrivenScreen(Gestures.Links())
        let result = try screen.interactor.tap(screen.target("\"Help\""))
        #expect(
            result.notes == [
                "opened https://example.com/help with the system; Rehearsal does not follow it (use `url` to deliver a "
                    + "deep link to the app)"
            ])
        let handled = DrivenScreen(Gestures.Handled())
        #expect(try handled.interactor.tap(handled.target("\"Help\"")).notes == [])
        #expect(
            handled.ax == """
                button "Help"
                staticText "Opened: help"
                """)
    }

    @Test("submitLabel is kept as an attribute of the fields it applies to") func submitLabel() {
        struct Form1: View {
            @State private var name = ""
            var body: some View { TextField("Name", text: $name).submitLabel(.next) }
        }
        #expect(
            DrivenScreen(Form1()).tree == """
                Form1  @State name=""
                  TextField "Name" text=""  .submitLabel(.next)
                """)
    }

    @Test("A lazy list mounts 20 rows; scrolling mounts more, and a last row's onAppear loads the next page")
    func pagination() throws {
        let feed = Gestures.Feed()
        let screen = DrivenScreen(Gestures.FeedView(feed: feed))
        func rows(_ range: ClosedRange<Int>) -> String {
            (["list"] + range.map { "  staticText \"Item \($0)\"" }).joined(separator: "\n")
        }
        #expect(screen.ax == rows(1...20))
        #expect(
            screen.failure { try screen.interactor.tap(screen.target("\"Item 24\"")) } == """
                notFound: expected an element matching "Item 24" on screen to tap, but there is none.
                Did you mean: staticText "Item 2", staticText "Item 4", staticText "Item 14"?
                List in FeedView has 5 more rows that are not loaded yet; `scroll` loads the next 20.
                To fix, use a target from `ax` (labels match exactly, case included).
                """)
        try screen.interactor.scroll()
        #expect(feed.items.count == 50)
        #expect(screen.ax == rows(1...40))
        try screen.interactor.scroll()
        #expect(feed.items.count == 75)
        #expect(screen.ax == rows(1...60))
        try screen.interactor.scroll()
        #expect(screen.ax == rows(1...75))
        #expect(
            screen.failure { try screen.interactor.scroll() } == """
                nothingToScroll: expected a List or lazy stack on screen with rows left to load, but every row is loaded \
                already. To fix, scroll only when `ax` ends before the data does (rows load 20 at a time).
                """)
    }
}
