import Observation
import RehearsalUI
import Testing
import VirtualTime

@testable import Rehearsal

/// A generator of the same random numbers on every run (SplitMix64), so a failure names a seed that repeats it.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One row's model: what the row prints and whether it shows its optional parts.
@Observable final class EditedRow: Identifiable {
    let id: Int
    var text: String
    var flag = false

    init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

/// Everything the random edits change.
@Observable final class EditedScreenModel {
    var rows: [EditedRow]
    var title = "Title"
    var branch = false
    var padding = 0
    var overlay = false
    var nextID: Int

    init(rows: Int) {
        self.rows = (0..<rows).map { EditedRow(id: $0, text: "row \($0)") }
        nextID = rows
    }
}

/// A screen with every kind of node the tree prints: custom views with state, elements, structure, modifier
/// attributes, a conditional and a slot.
struct EditedScreen: View {
    let model: EditedScreenModel

    var body: some View {
        VStack {
            Text(model.title)
            if model.branch {
                Text("branch").bold()
            } else {
                Image(systemName: "star")
            }
            ForEach(model.rows) { row in
                EditedRowView(row: row)
            }
        }
        .padding(CGFloat(model.padding))
        .overlay {
            if model.overlay { Text("over") }
        }
    }
}

/// A row with a counter it prints, and a note it keeps but never reads in its body.
struct EditedRowView: View {
    let row: EditedRow
    @State var taps = 0
    @State var note = 0

    var body: some View {
        HStack {
            Text("\(row.text) \(taps)")
            if row.flag {
                Spacer()
                Text("flagged")
            }
        }
        .opacity(row.flag ? 0.5 : 1)
    }
}

@MainActor @Suite struct RenderedTreePropertyTests {
    /// The row views' nodes, in order.
    static func rowNodes(_ graph: ViewGraph) -> [GraphNode] {
        var found: [GraphNode] = []
        var stack = graph.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if node.view is EditedRowView {
                found.append(node)
                continue
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// Applies one random edit, returning what it was for the failure message.
    static func edit(_ model: EditedScreenModel, _ graph: ViewGraph, _ random: inout SeededGenerator) -> String {
        let rows = rowNodes(graph)
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            let index = Int.random(in: 0...model.rows.count, using: &random)
            model.rows.insert(EditedRow(id: model.nextID, text: "new \(model.nextID)"), at: index)
            model.nextID += 1
            return "insert at \(index)"
        case 1 where !model.rows.isEmpty:
            let index = Int.random(in: 0..<model.rows.count, using: &random)
            model.rows.remove(at: index)
            return "remove \(index)"
        case 2 where !model.rows.isEmpty:
            let index = Int.random(in: 0..<model.rows.count, using: &random)
            model.rows[index].flag.toggle()
            return "flag \(index)"
        case 3 where !model.rows.isEmpty:
            let index = Int.random(in: 0..<model.rows.count, using: &random)
            model.rows[index].text = "edited \(Int.random(in: 0..<5, using: &random))"
            return "text \(index)"
        case 4 where !rows.isEmpty:
            let index = Int.random(in: 0..<rows.count, using: &random)
            (rows[index].propertyStorage.first as? StateBox<Int>)?.value += 1
            return "tap \(index)"
        case 5 where !rows.isEmpty:
            // State that no body reads: only the row's own line changes.
            let index = Int.random(in: 0..<rows.count, using: &random)
            (rows[index].propertyStorage.last as? StateBox<Int>)?.value += 1
            return "note \(index)"
        case 6:
            model.branch.toggle()
            return "branch"
        case 7:
            model.padding = Int.random(in: 0..<3, using: &random)
            return "padding \(model.padding)"
        case 8:
            model.overlay.toggle()
            return "overlay"
        case 9 where model.rows.count > 1:
            model.rows.swapAt(0, model.rows.count - 1)
            return "swap ends"
        default:
            model.title = "Title \(Int.random(in: 0..<3, using: &random))"
            return "title"
        }
    }

    @Test(
        "The incremental tree and its diffs equal a full rebuild after every random edit",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func incrementalEqualsFullRebuild(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let model = EditedScreenModel(rows: Int.random(in: 0..<12, using: &random))
        let graph = ViewGraph()
        graph.mount(EditedScreen(model: model))
        let tree = RenderedTree()
        tree.step(graph)
        var before = TreeRenderer.render(SnapshotBuilder.build(graph))
        #expect(tree.textAfter == before)
        for number in 1...120 {
            // Sometimes several edits land in one step, as when an action changes many things.
            var edits: [String] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) { edits.append(Self.edit(model, graph, &random)) }
            graph.flush()
            tree.step(graph)
            let after = TreeRenderer.render(SnapshotBuilder.build(graph))
            let step = "seed \(seed), step \(number): \(edits.joined(separator: ", "))"
            #expect(tree.textAfter == after, "\(step)")
            #expect(tree.textBefore == before, "\(step)")
            for context in [1, 2] {
                let full = TextDiff.unified(before, after, context: context)
                #expect(tree.diff(context: context) == full, "\(step), context \(context)")
            }
            before = after
        }
    }

    @Test("A step that changes nothing has no diff, and a state change shows only its row")
    func unchangedAndOneRow() {
        let model = EditedScreenModel(rows: 3)
        let graph = ViewGraph()
        graph.mount(EditedScreen(model: model))
        let tree = RenderedTree()
        tree.step(graph)
        tree.step(graph)
        #expect(tree.hunks(context: 1) == nil)
        (Self.rowNodes(graph)[1].propertyStorage.first as? StateBox<Int>)?.value = 4
        graph.flush()
        tree.step(graph)
        #expect(
            tree.hunks(context: 1)?.joined(separator: "\n") == """
                @@ -7,5 +7,5 @@
                         Text "row 0 0"
                -    EditedRowView  @State taps=0 note=0
                +    EditedRowView  @State taps=4 note=0
                       HStack  .opacity(1)
                -        Text "row 1 0"
                +        Text "row 1 4"
                     EditedRowView  @State taps=0 note=0
                """)
    }
}
