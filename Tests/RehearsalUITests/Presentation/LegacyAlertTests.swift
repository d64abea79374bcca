import Testing

@testable import RehearsalUI

@MainActor @Suite struct LegacyAlertTests {
    struct Deleting: View {
        @State private var asks = false
        @State private var sharing = false
        @State private var deleted = false
        var body: some View {
            VStack {
                Text(deleted ? "Deleted" : "Kept")
                Button("Delete") { asks = true }
                    .alert(isPresented: $asks) {
                        Alert(
                            title: Text("Delete the draft?"), message: Text("This cannot be undone."),
                            primaryButton: .destructive(Text("Delete")) { deleted = true }, secondaryButton: .cancel())
                    }
                Button("Share") { sharing = true }
                    .actionSheet(isPresented: $sharing) {
                        ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy Link")), .cancel()])
                    }
            }
        }
    }

    func ax(_ mounted: MountedView) -> String {
        AccessibilityTreeRenderer.render(AccessibilityTreeBuilder.snapshot(of: mounted.graph))
    }

    @Test("A legacy Alert is presented as an alert; its buttons dismiss it, then run") func alert() throws {
        let mounted = MountedView(Deleting())
        mounted.tap("button", "Delete")
        #expect(
            ax(mounted) == """
                alert "Delete the draft?"
                  staticText "This cannot be undone."
                  button "Delete"
                  button "Cancel"
                """)
        #expect(NavigationPathRenderer.render(mounted.graph) == "alert \"Delete the draft?\"")
        try Interactor(graph: mounted.graph).tap(TargetQuery(role: "button", label: "Delete"))
        #expect(
            ax(mounted) == """
                staticText "Deleted"
                button "Delete"
                button "Share"
                """)
    }

    @Test("A legacy ActionSheet is presented as a confirmation dialog with its title") func actionSheet() {
        let mounted = MountedView(Deleting())
        mounted.tap("button", "Share")
        #expect(
            ax(mounted) == """
                dialog "Share"
                  button "Copy Link"
                  button "Cancel"
                """)
    }
}
