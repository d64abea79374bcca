import Testing

@testable import RehearsalUI

/// A basket whose owner and items a view reads, and one property nobody reads.
@Observable private final class Basket {
    var owner = "Ada"
    var items = ["apple", "pear"]
    var unread = 0
}

/// Reads two of the basket's properties in its body, and lends its own `@State` to a text field.
private struct BasketView: View {
    let basket: Basket
    @State private var filter = ""

    var body: some View {
        VStack {
            Text(basket.owner)
            TextField("Filter", text: $filter)
            ForEach(basket.items, id: \.self) { Text($0) }
        }
    }
}

@MainActor @Suite struct ReadRecorderTests {
    private func node(_ name: String, in graph: ViewGraph) -> GraphNode? {
        var stack = graph.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if node.typeName == name { return node }
            stack.append(contentsOf: node.children)
        }
        return nil
    }

    @Test("A body's @Observable reads are recorded from Observation's access list, by object and property")
    func recordsObservedReads() throws {
        let basket = Basket()
        let graph = ViewGraph()
        graph.reads = ReadRecorder()
        graph.mount(BasketView(basket: basket))
        let view = try #require(node("BasketView", in: graph))
        let reads = try #require(graph.reads?.reads(of: view))
        let observed = try #require(reads.observed)
        #expect(observed.count == 1)
        #expect(observed.first?.registrar == ObservableIdentity.registrar(of: basket))
        #expect(observed.first?.typeName == "Basket")
        #expect(observed.first?.propertyNames == ["items", "owner"])
        #expect(reads.state.isEmpty)
    }

    @Test("A @State read through a binding belongs to the control that follows it, not to the body")
    func recordsStateReads() throws {
        let graph = ViewGraph()
        graph.reads = ReadRecorder()
        graph.mount(BasketView(basket: Basket()))
        let view = try #require(node("BasketView", in: graph))
        let field = try #require(node("TextField", in: graph))
        #expect(graph.reads?.reads(of: field)?.state == [.init(owner: ObjectIdentifier(view), property: "filter")])
    }

    @Test("Reads are replaced when the view is evaluated again, and invalidation still works")
    func replacesReads() throws {
        let basket = Basket()
        let graph = ViewGraph()
        graph.reads = ReadRecorder()
        graph.mount(BasketView(basket: basket))
        basket.owner = "Grace"
        graph.flush()
        let view = try #require(node("BasketView", in: graph))
        #expect(graph.evaluations.last?.cause == .observed(type: "Basket", property: "owner"))
        #expect(graph.reads?.reads(of: view)?.observed?.first?.propertyNames == ["items", "owner"])
        basket.unread = 1
        #expect(graph.flush().evaluated == 0)
    }

    @Test("Without a recorder, nothing is recorded")
    func recordsNothingByDefault() throws {
        let graph = ViewGraph()
        graph.mount(BasketView(basket: Basket()))
        #expect(graph.reads == nil)
    }
}
