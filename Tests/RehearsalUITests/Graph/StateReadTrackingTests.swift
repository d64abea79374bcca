import Testing

@testable import RehearsalUI

/// `@State` reads tracked by the graph (`StateReadScope`): who is re-evaluated by a change, as Observation decided.
@MainActor @Suite struct StateReadTrackingTests {
    /// Writes the state it reads while its body runs, once (a body that settles its own state).
    struct SelfSettling: View {
        @State private var seen = 0
        var body: some View {
            let value = seen
            if value == 0 { seen = 1 }
            return Text("seen \(value)")
        }
    }

    @Test("A body that writes the state it read is not invalidated by its own write")
    func ownWriteDuringBody() {
        let mounted = MountedView(SelfSettling())
        #expect(mounted.evaluations {} == [])
        #expect(
            mounted.tree == """
                SelfSettling  @State seen=1
                  Text "seen 0"
                """)
    }

    struct Counter: View {
        let round: Int
        @State private var taps = 0
        var body: some View {
            Button("Round \(round) taps \(taps)") { taps += 1 }
        }
    }

    struct Rounds: View {
        @State private var round = 0
        var body: some View {
            VStack {
                Button("Next round") { round += 1 }
                Counter(round: round)
            }
        }
    }

    @Test("A view re-evaluated by its parent many times is re-evaluated once by its own state's change")
    func manyParentUpdatesThenOwnChange() {
        let mounted = MountedView(Rounds())
        for round in 0..<100 {
            #expect(
                mounted.evaluations { mounted.element("button", "Next round")?.actions.tap?() } == [
                    "Rounds", "Counter",
                ])
            #expect(mounted.element("button", "Round \(round + 1) taps 0") != nil)
        }
        #expect(
            mounted.evaluations { mounted.element("button", "Round 100 taps 0")?.actions.tap?() } == ["Counter"])
        #expect(mounted.evaluations {} == [])
    }

    struct SharedRow: View {
        let index: Int
        @Binding var selected: Int
        var body: some View {
            Button(selected == index ? "Row \(index) selected" : "Row \(index)") { selected = index }
        }
    }

    struct SharedList: View {
        @State private var selected = -1
        var body: some View {
            VStack {
                ForEach(0..<40, id: \.self) { index in
                    SharedRow(index: index, selected: $selected)
                }
            }
        }
    }

    @Test("A state read through bindings by forty rows re-evaluates every row that read it, each once")
    func sharedStateReaders() {
        let mounted = MountedView(SharedList())
        let first = mounted.evaluations { mounted.element("button", "Row 3")?.actions.tap?() }
        #expect(first.count == 40 && Set(first) == ["SharedRow"])
        #expect(mounted.element("button", "Row 3 selected") != nil)
        let second = mounted.evaluations { mounted.element("button", "Row 7")?.actions.tap?() }
        #expect(second.count == 40 && Set(second) == ["SharedRow"])
        #expect(mounted.element("button", "Row 7 selected") != nil && mounted.element("button", "Row 3") != nil)
    }
}
