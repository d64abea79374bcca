import Observation
import RehearsalUI
import Testing

@testable import Rehearsal

/// The ids of the rows the splice test shows, and a value only the capturing closure reads.
@Observable final class SpliceModel {
    var ids: [Int]
    var nextID: Int
    var offset = 0

    init(rows: Int) {
        ids = Array(0..<rows)
        nextID = rows
    }
}

/// A row as apps write them: state of its own, a second element on some rows, an identifier.
struct SpliceRow: View {
    let id: Int
    @State var taps = 0

    var body: some View {
        if id % 3 == 0 { Text("third \(id)") }
        Button("Row \(id) \(taps)") { taps += 1 }
            .accessibilityIdentifier("row-\(id)")
    }
}

/// The rows in a `ForEach` whose content closure captures nothing, where an update may list only the rows between
/// the ends the new ids share with the old ones (`ForEach.spliceRows`, `ViewGraph.splice`); or, `capturing`, the same
/// rows from a closure that captures a value (always 0), where every update lists and compares every row.
struct SpliceScreen: View {
    let model: SpliceModel
    let capturing: Bool

    var body: some View {
        ScrollView {
            VStack {
                Text("\(model.ids.count) rows")
                if capturing {
                    let offset = model.offset
                    ForEach(model.ids, id: \.self) { id in
                        SpliceRow(id: id + offset)
                    }
                } else {
                    ForEach(model.ids, id: \.self) { id in
                        SpliceRow(id: id)
                    }
                }
            }
        }
    }
}

@MainActor @Suite struct ForEachSpliceTests {
    /// One random change of the ids (the same for both models), or a tap on the same row of both graphs.
    static func edit(_ models: [SpliceModel], _ graphs: [ViewGraph], _ random: inout SeededGenerator) -> String {
        let ids = models[0].ids
        let row: Int? = ids.isEmpty ? nil : Int.random(in: 0..<ids.count, using: &random)
        let choice = Int.random(in: 0..<10, using: &random)
        let nextID = models[0].nextID
        if choice < 2 {
            let index = Int.random(in: 0...ids.count, using: &random)
            for model in models {
                model.ids.insert(nextID, at: index)
                model.nextID += 1
            }
            return "insert \(nextID) at \(index)"
        }
        if choice == 6 {
            let count = Int.random(in: 0...3, using: &random)
            let index = Int.random(in: 0...ids.count, using: &random)
            for model in models {
                model.ids.insert(contentsOf: nextID..<nextID + count, at: index)
                model.nextID += count
            }
            return "insert \(count) at \(index)"
        }
        if choice == 7 {
            for model in models { model.ids = model.ids }
            return "the same ids again"
        }
        guard let row else { return "nothing to change" }
        switch choice {
        case 2, 3:
            for model in models { model.ids.remove(at: row) }
            return "remove at \(row)"
        case 4:
            let target = Int.random(in: 0..<ids.count, using: &random)
            for model in models { model.ids.insert(model.ids.remove(at: row), at: target) }
            return "move \(row) to \(target)"
        case 5:
            for model in models {
                model.ids[row] = nextID
                model.nextID += 1
            }
            return "replace at \(row) by \(nextID)"
        case 8:
            let id = ids[row]
            for graph in graphs { _ = try? Interactor(graph: graph).tap(TargetQuery(identifier: "row-\(id)")) }
            return "tap #row-\(id)"
        default:
            return "nothing"
        }
    }

    /// Everything a step prints of a graph: the tree, its diff against the last step, the accessibility tree kept
    /// (and a fresh build when that differs), the tree's text from the graph.
    static func printed(_ graph: ViewGraph, _ tree: RenderedTree) -> String {
        tree.step(graph)
        let kept: String = AccessibilityTreeRenderer.render(AccessibilityTreeBuilder.snapshot(of: graph))
        let afresh: String = AccessibilityTreeRenderer.render(
            AccessibilityTreeBuilder.snapshot(of: graph, reusingCaches: false))
        var parts: [String] = [tree.textAfter]
        parts.append(tree.hunks(context: 1)?.joined(separator: "\n") ?? "no change")
        parts.append(kept)
        if kept != afresh { parts.append("kept tree differs from a fresh build:\n" + afresh) }
        parts.append(TreeRenderer.render(graph))
        return parts.joined(separator: "\n---\n")
    }

    @Test(
        "A spliced ForEach prints what one that lists every row prints, after every random edit",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func splicedEqualsListed(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let rows = Int.random(in: 0..<12, using: &random)
        let models = [SpliceModel(rows: rows), SpliceModel(rows: rows)]
        let spliced = ViewGraph()
        let listed = ViewGraph()
        spliced.mount(SpliceScreen(model: models[0], capturing: false))
        listed.mount(SpliceScreen(model: models[1], capturing: true))
        let trees = [RenderedTree(), RenderedTree()]
        #expect(Self.printed(spliced, trees[0]) == Self.printed(listed, trees[1]), "seed \(seed), mount")
        for number in 1...60 {
            var edits: [String] = []
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                edits.append(Self.edit(models, [spliced, listed], &random))
            }
            spliced.flush()
            listed.flush()
            let one = Self.printed(spliced, trees[0])
            let other = Self.printed(listed, trees[1])
            #expect(one == other, "seed \(seed), step \(number): \(edits.joined(separator: ", "))")
        }
        // The splice was reached on one side only: the test compares the two ways, not one way with itself.
        #expect(spliced.splicedUpdates > 0)
        #expect(listed.splicedUpdates == 0)
    }

    @Test("A row inserted at the top of a capture-free ForEach is the only row made; the others keep their state")
    func insertAtTheTop() throws {
        let model = SpliceModel(rows: 4)
        let graph = ViewGraph()
        graph.mount(SpliceScreen(model: model, capturing: false))
        let tree = RenderedTree()
        tree.step(graph)
        try Interactor(graph: graph).tap(TargetQuery(identifier: "row-2"))
        tree.step(graph)
        let evaluationsBefore = graph.evaluationCount
        model.ids.insert(model.nextID, at: 0)
        graph.flush()
        tree.step(graph)
        #expect(graph.splicedUpdates == 1)
        // The screen's body and the new row's: none of the kept rows is evaluated again.
        #expect(graph.evaluationCount - evaluationsBefore == 2)
        #expect(
            tree.hunks(context: 1)?.joined(separator: "\n") == """
                @@ -3,3 +3,5 @@
                     VStack
                -      Text "4 rows"
                +      Text "5 rows"
                +      SpliceRow  @State taps=0
                +        Button "Row 4 0"  .accessibilityIdentifier("row-4")
                       SpliceRow  @State taps=0
                """)
        #expect(
            AccessibilityTreeRenderer.render(AccessibilityTreeBuilder.snapshot(of: graph)) == """
                staticText "5 rows"
                button "Row 4 0" #row-4
                staticText "third 0"
                button "Row 0 0" #row-0
                button "Row 1 0" #row-1
                button "Row 2 1" #row-2
                staticText "third 3"
                button "Row 3 0" #row-3
                """)
    }
}
