import Testing

@testable import RehearsalUI

@MainActor @Suite struct AccessibilityFocusStateTests {
    struct Form: View {
        enum Field: Hashable { case name, email }

        @AccessibilityFocusState private var focus: Field?
        @AccessibilityFocusState private var isAlertFocused: Bool

        var body: some View {
            VStack {
                Text("Name").accessibilityFocused($focus, equals: .name)
                Text("Email").accessibilityFocused($focus, equals: .email)
                Button("Next") { focus = .email }
                Text("Error").accessibilityFocused($isAlertFocused)
            }
        }
    }

    @Test("@AccessibilityFocusState is kept per identity; .accessibilityFocused follows it") func follows() {
        let mounted = MountedView(Form())
        mounted.element("button", "Next")?.actions.tap?()
        mounted.flush()
        #expect(
            mounted.tree == """
                Form  @AccessibilityFocusState focus=.email isAlertFocused=false
                  VStack
                    Text "Name"  .accessibilityFocused(false)
                    Text "Email"  .accessibilityFocused(true)
                    Button "Next"
                    Text "Error"  .accessibilityFocused(false)
                """)
    }
}
