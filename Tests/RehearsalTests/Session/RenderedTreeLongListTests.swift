import Observation
import RehearsalUI
import Testing
import VirtualTime

@testable import Rehearsal

/// A long list alone in its stack, so a row's change is patched into the `ForEach`'s chunked children list and
/// every node above it, as in the 100,000-row workload.
struct LongListScreen: View {
    let model: EditedScreenModel

    var body: some View {
        VStack {
            ForEach(model.rows) { row in
                EditedRowView(row: row)
            }
        }
    }
}

/// The incremental tree of lists longer than a chunk (`RenderList.width`) equals a full rebuild.
@MainActor @Suite struct RenderedTreeLongListTests {
    @Test(
        "Lists of several chunks: the incremental tree and its diffs equal a full rebuild after random edits",
        arguments: [(1, 31), (2, 33), (3, 100), (4, 1_030), (5, 40), (6, 64)] as [(UInt64, Int)])
    func longListEqualsFullRebuild(seed: UInt64, rows: Int) {
        var random = SeededGenerator(seed: seed)
        let model = EditedScreenModel(rows: rows)
        for screen in [true, false] {
            let graph = ViewGraph()
            graph.mount(screen ? AnyView(LongListScreen(model: model)) : AnyView(EditedScreen(model: model)))
            let tree = RenderedTree()
            tree.step(graph)
            var before = TreeRenderer.render(SnapshotBuilder.build(graph))
            #expect(tree.textAfter == before)
            for number in 1...50 {
                var edits: [String] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    edits.append(RenderedTreePropertyTests.edit(model, graph, &random))
                }
                graph.flush()
                tree.step(graph)
                let after = TreeRenderer.render(SnapshotBuilder.build(graph))
                let step = "seed \(seed), long list \(screen), step \(number): \(edits.joined(separator: ", "))"
                #expect(tree.textAfter == after, "\(step)")
                #expect(tree.textBefore == before, "\(step)")
                for context in [1, 2] {
                    let full = TextDiff.unified(before, after, context: context)
                    #expect(tree.diff(context: context) == full, "\(step), context \(context)")
                }
                before = after
            }
        }
    }

    @Test("A row's change in a list of 1,000 rows prints only that row, at its line")
    func oneRowOfAThousand() {
        let model = EditedScreenModel(rows: 1_000)
        let graph = ViewGraph()
        graph.mount(LongListScreen(model: model))
        let tree = RenderedTree()
        tree.step(graph)
        (RenderedTreePropertyTests.rowNodes(graph)[700].propertyStorage.first as? StateBox<Int>)?.value = 3
        graph.flush()
        tree.step(graph)
        #expect(
            tree.diff(context: 1) == """
                --- before
                +++ after
                @@ -2102,5 +2102,5 @@
                         Text "row 699 0"
                -    EditedRowView  @State taps=0 note=0
                +    EditedRowView  @State taps=3 note=0
                       HStack  .opacity(1)
                -        Text "row 700 0"
                +        Text "row 700 3"
                     EditedRowView  @State taps=0 note=0
                """)
    }
}
