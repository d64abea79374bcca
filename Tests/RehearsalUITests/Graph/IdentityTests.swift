import Testing

@testable import RehearsalUI

/// A counter whose count lives in its own `@State`, so tests can see when its identity is kept or lost.
struct TallyRow: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name): \(count)") { count += 1 }
    }
}

@MainActor @Suite struct IdentityTests {
    @Test(".id() gives explicit identity: a new id remounts the subtree with fresh state") func explicitIdentity() {
        struct Host: View {
            @State private var generation = 1
            var body: some View {
                VStack {
                    TallyRow(name: "Tally").id(generation)
                    Button("Reset") { generation += 1 }
                }
            }
        }
        let mounted = MountedView(Host())
        mounted.tap("button", "Tally: 0")
        mounted.tap("button", "Tally: 1")
        #expect(
            mounted.tree == """
                Host  @State generation=1
                  VStack
                    TallyRow  @State count=2  .id(1)
                      Button "Tally: 2"
                    Button "Reset"
                """)
        mounted.tap("button", "Reset")
        #expect(
            mounted.tree == """
                Host  @State generation=2
                  VStack
                    TallyRow  @State count=0  .id(2)
                      Button "Tally: 0"
                    Button "Reset"
                """)
    }

    @Test("Leaving a branch and coming back starts with fresh state") func branchIdentity() {
        struct Host: View {
            @State private var showsTally = true
            var body: some View {
                VStack {
                    if showsTally { TallyRow(name: "Tally") } else { Text("Hidden") }
                    Toggle("Show", isOn: $showsTally)
                }
            }
        }
        let mounted = MountedView(Host())
        mounted.tap("button", "Tally: 0")
        mounted.element("toggle", "Show")?.actions.toggle?()
        mounted.flush()
        #expect(
            mounted.tree == """
                Host  @State showsTally=false
                  VStack
                    Text "Hidden"
                    Toggle "Show" isOn=false
                """)
        mounted.element("toggle", "Show")?.actions.toggle?()
        mounted.flush()
        #expect(
            mounted.tree == """
                Host  @State showsTally=true
                  VStack
                    TallyRow  @State count=0
                      Button "Tally: 0"
                    Toggle "Show" isOn=true
                """)
    }

    @Test("Re-evaluating the parent makes a new child value but keeps the child's state") func parentReevaluation() {
        struct Host: View {
            @State private var title = "Scores"
            var body: some View {
                VStack {
                    Text(title)
                    TallyRow(name: title)
                    Button("Rename") { title += "!" }
                }
            }
        }
        let mounted = MountedView(Host())
        mounted.tap("button", "Scores: 0")
        mounted.tap("button", "Rename")
        #expect(
            mounted.tree == """
                Host  @State title="Scores!"
                  VStack
                    Text "Scores!"
                    TallyRow  @State count=1
                      Button "Scores!: 1"
                    Button "Rename"
                """)
    }

    @Test("ForEach keyed by id moves each row's state with its element when the data is reordered")
    func forEachReorder() {
        struct Host: View {
            @State private var names = ["Ann", "Bob", "Cy"]
            var body: some View {
                VStack {
                    ForEach(names, id: \.self) { name in TallyRow(name: name) }
                    Button("Reverse") { names.reverse() }
                }
            }
        }
        let mounted = MountedView(Host())
        mounted.tap("button", "Ann: 0")
        mounted.tap("button", "Cy: 0")
        mounted.tap("button", "Cy: 1")
        mounted.tap("button", "Reverse")
        #expect(
            mounted.tree == """
                Host  @State names=["Cy", "Bob", "Ann"]
                  VStack
                    TallyRow  @State count=2
                      Button "Cy: 2"
                    TallyRow  @State count=0
                      Button "Bob: 0"
                    TallyRow  @State count=1
                      Button "Ann: 1"
                    Button "Reverse"
                """)
    }
}
