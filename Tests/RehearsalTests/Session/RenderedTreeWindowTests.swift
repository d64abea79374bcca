import Observation
import RehearsalUI
import Testing
import VirtualTime

@testable import Rehearsal

/// Whether the first row of `RepeatedRowsScreen` is shown.
@Observable final class RepeatedRowsModel {
    var shown = true
}

/// Rows that print alike, after a row that comes and goes: the rows after it are not stamped (equal values of views
/// without inputs), so the tree's diff is worked out around the one row, while the whole texts' diff prints the
/// change lower down, where the rows that print alike end.
struct RepeatedRowsScreen: View {
    let model: RepeatedRowsModel

    var body: some View {
        VStack {
            if model.shown { SameRow() }
            SameRow()
            SameRow()
            SameRow()
            EndRow()
            EndRow()
        }
    }
}

/// A row that prints what every other one prints.
struct SameRow: View {
    var body: some View { Text("same") }
}

/// The rows after the repeated ones.
struct EndRow: View {
    var body: some View { Text("end") }
}

@MainActor @Suite struct RenderedTreeWindowTests {
    @Test("A row removed and inserted among rows that print alike prints the whole texts' diff")
    func rowsThatPrintAlike() {
        let model = RepeatedRowsModel()
        let graph = ViewGraph()
        graph.mount(RepeatedRowsScreen(model: model))
        let tree = RenderedTree()
        tree.step(graph)
        model.shown = false
        graph.flush()
        tree.step(graph)
        #expect(
            tree.diff(context: 1) == """
                --- before
                +++ after
                @@ -8,4 +8,2 @@
                       Text "same"
                -    SameRow
                -      Text "same"
                     EndRow
                """)
        #expect(tree.diff(context: 1) == TextDiff.unified(tree.textBefore, tree.textAfter, context: 1))
        model.shown = true
        graph.flush()
        tree.step(graph)
        for context in [0, 1, 2, 3] {
            #expect(
                tree.diff(context: context) == TextDiff.unified(tree.textBefore, tree.textAfter, context: context),
                "context \(context)")
        }
    }

    @Test(
        "A row inserted or removed at the top, in the middle and at the bottom of a long list prints the full diff",
        arguments: [0, 1, 17, 500, 998, 999])
    func insertAndRemoveInALongList(position: Int) {
        let model = EditedScreenModel(rows: 1_000)
        let graph = ViewGraph()
        graph.mount(LongListScreen(model: model))
        let tree = RenderedTree()
        tree.step(graph)
        let edits: [(String, () -> Void)] = [
            ("remove", { model.rows.remove(at: position) }),
            ("insert", { model.rows.insert(EditedRow(id: 5_000, text: "new"), at: position) }),
            ("insert a copy", { model.rows.insert(EditedRow(id: 5_001, text: "row \(position)"), at: position) }),
            ("remove the copy", { model.rows.remove(at: position) }),
        ]
        for (name, edit) in edits {
            edit()
            graph.flush()
            tree.step(graph)
            #expect(tree.textAfter == TreeRenderer.render(SnapshotBuilder.build(graph)), "\(name) at \(position)")
            for context in [1, 2] {
                let full = TextDiff.unified(tree.textBefore, tree.textAfter, context: context)
                #expect(full != nil)
                #expect(tree.diff(context: context) == full, "\(name) at \(position), context \(context)")
            }
        }
    }
}
