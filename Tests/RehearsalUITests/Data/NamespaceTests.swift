import Testing

@testable import RehearsalUI

@MainActor @Suite struct NamespaceTests {
    /// Shows its namespace's ID, which must stay the same across re-evaluations.
    struct Owner: View {
        @Namespace private var space
        @State private var taps = 0
        let name: String
        var body: some View {
            VStack {
                Text("\(name) \(space.description) \(taps)").matchedGeometryEffect(id: name, in: space)
                Button("Tap \(name)") { taps += 1 }
            }
        }
    }

    @Test("A namespace ID is made once per identity, named after its view and property") func persistsPerIdentity() {
        let mounted = MountedView(
            VStack {
                Owner(name: "a")
                Owner(name: "b")
            })
        let before = mounted.graph.root!.children
        mounted.tap("button", "Tap a")
        #expect(
            mounted.tree == """
                VStack
                  Owner  @State taps=1
                    VStack
                      Text "a Owner.space 1"  .matchedGeometryEffect(id: "a", in: Owner.space)
                      Button "Tap a"
                  Owner  @State taps=0
                    VStack
                      Text "b Owner.space 0"  .matchedGeometryEffect(id: "b", in: Owner.space)
                      Button "Tap b"
                """)
        let ids = before.compactMap { node -> Namespace.ID? in
            (node.propertyStorage.first { $0 is NamespaceBox } as? NamespaceBox)?.id
        }
        #expect(ids.count == 2)
        #expect(ids[0] != ids[1])
    }
}
