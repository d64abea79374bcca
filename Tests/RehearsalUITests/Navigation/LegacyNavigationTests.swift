import Testing

@testable import RehearsalUI

@MainActor @Suite struct LegacyNavigationTests {
    struct Inbox: View {
        @State private var composing = false
        @State private var opened: Int?
        var body: some View {
            NavigationView {
                List {
                    NavigationLink("Settings", destination: Text("Settings screen"))
                    NavigationLink(destination: Text("Composer"), isActive: $composing) { Text("Compose") }
                    NavigationLink(destination: Text("Message 7"), tag: 7, selection: $opened) { Text("Message 7") }
                    Button("Open 7 from code") { opened = 7 }
                }
                .navigationTitle("Inbox")
            }
            .navigationViewStyle(.stack)
        }
    }

    func ax(_ mounted: MountedView) -> String {
        AccessibilityTreeRenderer.render(AccessibilityTreeBuilder.snapshot(of: mounted.graph))
    }

    @Test("NavigationView is a stack; an isActive link pushes when tapped") func isActive() throws {
        let mounted = MountedView(Inbox())
        try Interactor(graph: mounted.graph).tap(TargetQuery(role: "link", label: "Compose"))
        #expect(NavigationPathRenderer.render(mounted.graph) == "NavigationStack(Inbox) path=[] pushed=[Text]")
        #expect(
            ax(mounted) == """
                navigationBar
                  button "Inbox"
                staticText "Composer"
                """)
    }

    @Test("A tag:selection link pushes when its selection is set from code") func tagSelection() {
        let mounted = MountedView(Inbox())
        mounted.tap("button", "Open 7 from code")
        #expect(ax(mounted).hasSuffix("staticText \"Message 7\""))
    }
}
