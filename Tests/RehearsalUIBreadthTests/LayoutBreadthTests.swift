import RehearsalUI
import Testing
import VirtualTime

/// Custom layouts, the stack layouts and gestures attached with `.gesture`, mounted without a session.
@MainActor @Suite struct LayoutBreadthTests {
    struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() where subview[Rank.self] >= 0 {
                subview.place(at: CGPoint(x: index * 10, y: index * 10), proposal: .unspecified)
            }
        }
    }

    struct Screen: View {
        @State private var wide = false
        @State private var dragged = CGSize.zero

        var body: some View {
            let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(spacing: 4))
            VStack {
                Diagonal {
                    Text("One").layoutValue(key: Rank.self, value: 1)
                    Text("Two")
                }
                layout {
                    Text("Wide \(wide)")
                }
                ZStackLayout { Text("Z") }
                GridLayout { Text("G") }
                Text("Drag \(Int(dragged.width))")
                    .gesture(DragGesture(minimumDistance: 0).onEnded { dragged = $0.translation }, including: .all)
                Text("Toggle")
                    .gesture(TapGesture().onEnded { wide.toggle() }.simultaneously(with: RotateGesture()))
                Text("Off").gesture(RotationGesture().onEnded { _ in }, including: .none)
                Text("Pinch").gesture(MagnificationGesture().onChanged { _ in })
            }
        }
    }

    @Test("A custom layout prints its subviews in order; AnyLayout follows its layout; gestures answer verbs")
    func layouts() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Screen())
            try mounted.interactor.tap(TargetQuery(label: "Toggle"))
            try mounted.interactor.drag(TargetQuery(label: "Drag 0"), by: CGSize(width: 30, height: 0))
            #expect(
                mounted.tree == """
                    Screen  @State wide=true dragged=CGSize(width: 30.0, height: 0.0)
                      VStack
                        Diagonal
                          Text "One"  .layoutValue(key: Rank.self, value: 1)
                          Text "Two"
                        HStackLayout
                          Text "Wide true"
                        ZStackLayout
                          Text "Z"
                        GridLayout
                          Text "G"
                        Text "Drag 30"  .gesture(DragGesture(minimumDistance: 0).onEnded)
                        Text "Toggle"  .gesture(TapGesture().onEnded.simultaneously(with: RotateGesture()))
                        Text "Off"  .gesture(RotationGesture().onEnded, including: .none)
                        Text "Pinch"  .gesture(MagnificationGesture().onChanged)
                    """)
        }
    }
}
