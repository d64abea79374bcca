import RehearsalUI
import Testing

@testable import Rehearsal

/// Rows of two texts each, in sections, so nodes sit at several depths.
private struct WalkRows: View {
    let sections: Int
    let rows: Int

    var body: some View {
        VStack {
            ForEach(0..<sections, id: \.self) { section in
                VStack {
                    Text("Section \(section)")
                    ForEach(0..<rows, id: \.self) { row in
                        HStack {
                            Text("Row \(row)")
                            Text("\(section * row)")
                        }
                    }
                }
            }
        }
    }
}

/// `GraphWalk.inTreeOrder` orders many nodes by a walk and few by sorting; both give the tree's order.
@MainActor @Suite struct TreeOrderWalkTests {
    /// The nodes of `subset` in the order a full walk lists them: what `inTreeOrder` must give.
    private func expected(_ subset: [GraphNode], in all: [GraphNode]) -> [GraphNode] {
        let wanted = Set(subset.map(ObjectIdentifier.init))
        return all.filter { wanted.contains(ObjectIdentifier($0)) }
    }

    @Test func manyNodesShuffledComeBackInTreeOrder() {
        let graph = ViewGraph()
        graph.mount(WalkRows(sections: 4, rows: 150))
        let all = GraphWalk.nodes(graph)
        var generator = SeededGenerator(seed: 17)
        for size in [256, 400, all.count / 2, all.count] {
            let subset = Array(all.shuffled(using: &generator).prefix(size))
            let ordered = GraphWalk.inTreeOrder(subset)
            #expect(ordered.map(ObjectIdentifier.init) == expected(subset, in: all).map(ObjectIdentifier.init))
        }
        // The whole tree, given in reverse: the walk's own order.
        #expect(GraphWalk.inTreeOrder(all.reversed()).map(ObjectIdentifier.init) == all.map(ObjectIdentifier.init))
    }

    @Test func fewNodesAmongManySiblingsAreSortedAndAgree() {
        let graph = ViewGraph()
        graph.mount(WalkRows(sections: 1, rows: 3_000))
        let all = GraphWalk.nodes(graph)
        // 300 nodes whose parent has 3,000 children: the walk would look at more children than it is worth.
        let rows = all.filter { $0.view is Text }
        let subset = Array(rows.suffix(300).reversed())
        #expect(TreeOrderWalk.ordered(subset) == nil)
        #expect(
            GraphWalk.inTreeOrder(subset).map(ObjectIdentifier.init)
                == expected(subset, in: all).map(ObjectIdentifier.init))
    }

    @Test func repeatedNodesAreKeptAsSortingKeepsThem() {
        let graph = ViewGraph()
        graph.mount(WalkRows(sections: 2, rows: 200))
        let all = GraphWalk.nodes(graph)
        let subset = Array(all.prefix(300)) + Array(all.prefix(10))
        #expect(TreeOrderWalk.ordered(subset) == nil)
        #expect(GraphWalk.inTreeOrder(subset).count == 310)
    }
}
