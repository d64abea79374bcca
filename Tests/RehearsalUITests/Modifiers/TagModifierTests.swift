import Testing

@testable import RehearsalUI

@MainActor @Suite struct TagModifierTests {
    @Test("A node's tag can be read, and a container finds the tagged nodes of its content") func readsTags() {
        let mounted = MountedView(
            VStack {
                Text("One").tag(1)
                Group {
                    Text("Two").padding().tag(2)
                }
                Text("Untagged")
            })
        let root = mounted.graph.root!
        #expect(root.taggedDescendants.map(\.tag) == [AnyHashable(1), AnyHashable(2)])
        #expect(
            mounted.tree == """
                VStack
                  Text "One"  .tag(1)
                  Text "Two"  .padding .tag(2)
                  Text "Untagged"
                """)
    }
}
