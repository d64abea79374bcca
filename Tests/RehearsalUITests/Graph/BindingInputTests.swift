import Testing

@testable import RehearsalUI

/// A child given another binding updates; a child given the same binding is not re-evaluated for nothing.
@MainActor @Suite struct BindingInputTests {
    struct Badge: View {
        @Binding var text: String
        var body: some View { Text(text) }
    }

    /// Points its badge at one of two titles, or at a constant made from a count.
    struct Chooser: View {
        @State private var titles = ["Dune", "Emma"]
        @State private var selected = 0
        @State private var count = 0

        var body: some View {
            VStack {
                Button("Next") { selected = (selected + 1) % titles.count }
                Button("Count") { count += 1 }
                Badge(text: $titles[selected])
                Badge(text: .constant("count \(count)"))
                Badge(text: $titles[0])
            }
        }
    }

    static func tree(selected: Int, count: Int, title: String) -> String {
        """
        Chooser  @State titles=["Dune", "Emma"] selected=\(selected) count=\(count)
          VStack
            Button "Next"
            Button "Count"
            Badge
              Text "\(title)"
            Badge
              Text "count \(count)"
            Badge
              Text "Dune"
        """
    }

    @Test("A binding re-pointed to another element updates the child that shows it")
    func repointedBinding() {
        let mounted = MountedView(Chooser())
        #expect(mounted.tree == Self.tree(selected: 0, count: 0, title: "Dune"))
        mounted.tap("button", "Next")
        #expect(mounted.tree == Self.tree(selected: 1, count: 0, title: "Emma"))
    }

    @Test("A constant binding with a new value updates its child")
    func newConstant() {
        let mounted = MountedView(Chooser())
        mounted.tap("button", "Count")
        mounted.tap("button", "Count")
        #expect(mounted.tree == Self.tree(selected: 0, count: 2, title: "Dune"))
    }

    @Test("Only the badges whose binding changed are re-evaluated")
    func sameBindingKeepsBody() {
        let mounted = MountedView(Chooser())
        #expect(mounted.evaluations(during: { mounted.tap("button", "Next") }) == ["Chooser", "Badge"])
        #expect(mounted.evaluations(during: { mounted.tap("button", "Count") }) == ["Chooser", "Badge"])
    }
}
