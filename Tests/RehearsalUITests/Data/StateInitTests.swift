import Testing

@testable import RehearsalUI

/// A view whose state has no default value and is set in `init`, as SwiftUI code often does.
struct Greeting: View {
    @State private var name: String
    @State private var nickname: String?

    init(name: String) {
        _name = State(initialValue: name)
    }

    var body: some View { Text("Hello, \(name)\(nickname.map { " (\($0))" } ?? "")") }
}

@MainActor @Suite struct StateInitTests {
    @Test("State set in init keeps its first value; optional state starts nil") func stateFromInit() {
        let graph = ViewGraph()
        graph.mount(Greeting(name: "Ada"))
        #expect(
            TreeRenderer.render(SnapshotBuilder.build(graph)) == """
                Greeting  @State name="Ada" nickname=nil
                  Text "Hello, Ada"
                """)
        graph.update(root: Greeting(name: "Grace"), cause: "parent")
        #expect(
            TreeRenderer.render(SnapshotBuilder.build(graph)) == """
                Greeting  @State name="Ada" nickname=nil
                  Text "Hello, Ada"
                """)
    }
}
