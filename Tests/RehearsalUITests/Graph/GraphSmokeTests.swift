import Testing

@testable import RehearsalUI

@Observable final class Counter {
    var count = 0
    var unrelated = 0
}

struct CounterRow: View {
    let counter: Counter
    var body: some View {
        Text("Count: \(counter.count)")
    }
}

struct Screen: View {
    @State private var title = "Hello"
    @State private var counter = Counter()
    var flag: Bool
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
            if flag {
                CounterRow(counter: counter)
            } else {
                Text("off")
            }
            ForEach(0..<2) { index in
                Text("Row \(index)")
            }
        }
    }
}

@MainActor @Suite struct GraphSmokeTests {
    @Test("A screen renders its tree") func renders() {
        let graph = ViewGraph()
        graph.mount(Screen(flag: true))
        let text = TreeRenderer.render(SnapshotBuilder.build(graph))
        #expect(
            text == """
                Screen  @State title="Hello" counter=Counter
                  VStack alignment=.leading spacing=8
                    Text "Hello"
                    CounterRow
                      Text "Count: 0"
                    Text "Row 0"
                    Text "Row 1"
                """)
    }

    @Test("Changing an observed property re-evaluates only its reader") func onlyReader() throws {
        let graph = ViewGraph()
        let counter = Counter()
        struct Host: View {
            let counter: Counter
            var body: some View {
                VStack {
                    CounterRow(counter: counter)
                    Text("static")
                }
            }
        }
        graph.mount(Host(counter: counter))
        graph.clearEvaluations()
        counter.count = 3
        graph.flush()
        #expect(graph.evaluations.map(\.view) == ["CounterRow"])
        #expect(TreeRenderer.render(SnapshotBuilder.build(graph)).contains("Count: 3"))
        graph.clearEvaluations()
        counter.unrelated = 9
        graph.flush()
        #expect(graph.evaluations.isEmpty)
    }
}
