import Testing

@testable import RehearsalUI

/// `.onTapGesture` on a stack is tappable through its content, as a card or row is in SwiftUI.
@MainActor @Suite struct StackTapGestureTests {
    struct Card: View {
        @State private var opened = 0
        @State private var shared = 0

        var body: some View {
            VStack {
                Text("Standup")
                Text("Opened \(opened) times, shared \(shared)")
                Button("Share") { shared += 1 }
            }
            .onTapGesture { opened += 1 }
        }
    }

    @Test("A tap on either text of a tappable stack runs the gesture; a button inside keeps its own action")
    func tapThroughStack() {
        let mounted = MountedView(Card())
        mounted.tap("staticText", "Standup")
        mounted.tap("staticText", "Opened 1 times, shared 0")
        mounted.tap("button", "Share")
        #expect(
            mounted.tree == """
                Card  @State opened=2 shared=1
                  VStack  .onTapGesture
                    Text "Standup"
                    Text "Opened 2 times, shared 1"
                    Button "Share"
                """)
    }
}
