import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// Tap counts and long presses, as the shell's `tap --count N` and `longpress` perform them.
@MainActor @Suite struct GesturesBreadthTests {
    struct Photo: View {
        @State private var likes = 0
        @State private var menus = 0
        @State private var opened = 0

        var body: some View {
            VStack {
                Text("Photo").onTapGesture(count: 2) { likes += 1 }
                Text("Card").onLongPressGesture { menus += 1 }
                Text("Row").onTapGesture { opened += 1 }
                Text("Likes \(likes) menus \(menus) opened \(opened)")
            }
        }
    }

    @Test("A double-tap gesture fires on two taps, not one; a long press runs its action")
    func tapCountAndLongPress() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Photo())
            #expect(
                mounted.tree == """
                    Photo  @State likes=0 menus=0 opened=0
                      VStack
                        Text "Photo"  .onTapGesture(count: 2)
                        Text "Card"  .onLongPressGesture
                        Text "Row"  .onTapGesture
                        Text "Likes 0 menus 0 opened 0"
                    """)
            #expect(throws: InteractionError.self) { try mounted.interactor.tap(TargetQuery(label: "Photo")) }
            do {
                try mounted.interactor.tap(TargetQuery(label: "Photo"))
            } catch let error as InteractionError {
                #expect(
                    error.message
                        == "expected staticText \"Photo\" (in Photo) to take a single tap, but it takes 2 taps "
                        + "(.onTapGesture(count: 2)). To fix, use `tap --count 2 staticText \"Photo\"`.")
            }
            try mounted.interactor.tap(TargetQuery(label: "Photo"), count: 2)
            try mounted.interactor.longPress(TargetQuery(label: "Card"))
            try mounted.interactor.tap(TargetQuery(label: "Row"), count: 2)
            #expect(throws: InteractionError.self) { try mounted.interactor.longPress(TargetQuery(label: "Row")) }
            #expect(throws: InteractionError.self) { try mounted.interactor.tap(TargetQuery(label: "Card")) }
            #expect(
                mounted.ax == """
                    staticText "Photo"
                    staticText "Card"
                    staticText "Row"
                    staticText "Likes 1 menus 1 opened 2"
                    """)
        }
    }
}
