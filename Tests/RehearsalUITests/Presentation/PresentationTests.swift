import Testing

@testable import RehearsalUI

/// Presentations over presentations, confirmation dialogs, covers, `onDismiss`, and alerts made from data.
enum Presenting {
    struct Library: View {
        @State private var showsFilters = false
        @State private var log: [String] = []

        var body: some View {
            NavigationStack {
                VStack {
                    Button("Filters") { showsFilters = true }
                    Text("Log: \(log.joined(separator: ", "))")
                }
                .navigationTitle("Library")
            }
            .sheet(isPresented: $showsFilters, onDismiss: { log.append("filters dismissed") }) {
                FiltersSheet(onReset: { log.append("reset") })
            }
        }
    }

    struct FiltersSheet: View {
        let onReset: () -> Void
        @State private var confirmsReset = false
        @State private var showsHelp = false

        var body: some View {
            NavigationStack {
                VStack {
                    Button("Reset", role: .destructive) { confirmsReset = true }
                    Button("Help") { showsHelp = true }
                }
                .navigationTitle("Filters")
            }
            .confirmationDialog("Reset all filters?", isPresented: $confirmsReset, titleVisibility: .visible) {
                Button("Reset", role: .destructive) { onReset() }
                Button("Keep", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
            .fullScreenCover(isPresented: $showsHelp) {
                HelpCover()
            }
        }
    }

    struct HelpCover: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented

        var body: some View {
            VStack {
                Text("Presented: \(isPresented)")
                Button("Close Help") { dismiss() }
            }
        }
    }

    struct Failure: Identifiable {
        let id: Int
        let reason: String
    }

    struct Uploads: View {
        @State private var failure: Failure?

        var body: some View {
            Button("Upload") { failure = Failure(id: 1, reason: "Disk full") }
                .alert("Upload failed", item: $failure) { failure in
                    Button("Retry #\(failure.id)") {}
                } message: { failure in
                    Text(failure.reason)
                }
        }
    }
}

extension Presenting {
    struct Deletion: View {
        @State private var confirms = false
        @State private var notice = false
        @State private var pending: String?
        @State private var deleted: [String] = []

        var body: some View {
            VStack {
                Button("Delete Dune") {
                    pending = "Dune"
                    confirms = true
                }
                Button("About") { notice = true }
                Text("Deleted: \(deleted.joined(separator: ", "))")
            }
            .alert("Delete book?", isPresented: $confirms, presenting: pending) { title in
                Button("Delete \(title)", role: .destructive) { deleted.append(title) }
                Button("Cancel", role: .cancel) {}
            } message: { title in
                Text("\(title) will be removed from the shelf.")
            }
            .alert("Version 1.0", isPresented: $notice) {}
        }
    }
}

@MainActor @Suite struct PresentationTests {
    @Test("A dialog over a sheet covers the sheet; its buttons dismiss it; onDismiss runs when the sheet goes")
    func layered() throws {
        let screen = DrivenScreen(Presenting.Library())
        try screen.interactor.tap(screen.target("\"Filters\""))
        try screen.interactor.tap(screen.target("button \"Reset\""))
        #expect(
            screen.ax == """
                dialog "Reset all filters?"
                  staticText "This cannot be undone."
                  button "Reset"
                  button "Keep"
                """)
        #expect(
            screen.path == """
                NavigationStack(Library) path=[]
                sheet
                  NavigationStack(Filters) path=[]
                  confirmationDialog "Reset all filters?"
                """)
        #expect(
            screen.failure { try screen.interactor.tap(screen.target("button \"Help\"")) } == """
                unreachable: expected button "Help" (in FiltersSheet) on screen to tap, but it cannot be reached: it is \
                behind the confirmationDialog "Reset all filters?" that FiltersSheet presents. To fix, close the \
                confirmationDialog first (`dismiss`, or one of its buttons), then try again.
                """)
        try screen.interactor.tap(screen.target("button \"Reset\""))
        try screen.interactor.dismiss()
        #expect(
            screen.ax == """
                navigationBar "Library"
                button "Filters"
                staticText "Log: reset, filters dismissed"
                """)
    }

    @Test("A full-screen cover over a sheet; dismiss() in the cover closes only the cover") func coverOverSheet() throws
    {
        let screen = DrivenScreen(Presenting.Library())
        try screen.interactor.tap(screen.target("\"Filters\""))
        try screen.interactor.tap(screen.target("\"Help\""))
        #expect(
            screen.ax == """
                staticText "Presented: true"
                button "Close Help"
                """)
        #expect(
            screen.path == """
                NavigationStack(Library) path=[]
                sheet
                  NavigationStack(Filters) path=[]
                  fullScreenCover
                """)
        try screen.interactor.tap(screen.target("\"Close Help\""))
        #expect(
            screen.path == """
                NavigationStack(Library) path=[]
                sheet
                  NavigationStack(Filters) path=[]
                """)
    }

    @Test("Dismissing a dialog runs its cancel button") func dialogCancel() throws {
        let screen = DrivenScreen(Presenting.Library())
        try screen.interactor.tap(screen.target("\"Filters\""))
        try screen.interactor.tap(screen.target("button \"Reset\""))
        try screen.interactor.dismiss()
        #expect(
            screen.path == """
                NavigationStack(Library) path=[]
                sheet
                  NavigationStack(Filters) path=[]
                """)
    }

    @Test("An alert presenting data builds its actions and message from it; an alert without actions gets OK")
    func alertPresenting() throws {
        let screen = DrivenScreen(Presenting.Deletion())
        try screen.interactor.tap(screen.target("\"Delete Dune\""))
        #expect(
            screen.ax == """
                alert "Delete book?"
                  staticText "Dune will be removed from the shelf."
                  button "Delete Dune"
                  button "Cancel"
                """)
        // Only the alert's button is reachable while the alert is up, so the target is not ambiguous.
        try screen.interactor.tap(screen.target("button \"Delete Dune\""))
        try screen.interactor.tap(screen.target("\"About\""))
        #expect(
            screen.ax == """
                alert "Version 1.0"
                  button "OK"
                """)
        try screen.interactor.tap(screen.target("button \"OK\""))
        #expect(
            screen.ax == """
                button "Delete Dune"
                button "About"
                staticText "Deleted: Dune"
                """)
    }

    @Test("An alert made from an item shows while the item is set, and its buttons clear it") func alertItem() throws {
        let screen = DrivenScreen(Presenting.Uploads())
        try screen.interactor.tap(screen.target("\"Upload\""))
        #expect(
            screen.ax == """
                alert "Upload failed"
                  staticText "Disk full"
                  button "Retry #1"
                """)
        try screen.interactor.tap(screen.target("\"Retry #1\""))
        #expect(screen.ax == "button \"Upload\"")
        #expect(
            screen.tree == """
                Uploads  @State failure=nil
                  Button "Upload"
                """)
    }
}
