import Observation
import RehearsalUI
import Testing

@testable import Rehearsal

/// What the random edits of the patch property test change.
@Observable final class AXPatchModel {
    var rows: [EditedRow]
    var nextID: Int
    var sheet = false
    var prioritized: Int?
    var hidden: Int?

    init(rows: Int) {
        self.rows = (0..<rows).map { EditedRow(id: $0, text: "row \($0)") }
        nextID = rows
    }
}

/// The shell benchmark's shape (`ScrollView { VStack { ForEach } }`, one button per row) with what a patch of a
/// `ForEach`'s kept elements must see: rows that print two elements, a prioritized row, a hidden row, a sheet.
struct AXPatchScreen: View {
    let model: AXPatchModel

    var body: some View {
        ScrollView {
            VStack {
                ForEach(model.rows) { row in
                    AXPatchRow(
                        row: row, priority: model.prioritized == row.id ? 1 : 0, isHidden: model.hidden == row.id)
                }
            }
        }
        .sheet(isPresented: Binding(get: { model.sheet }, set: { model.sheet = $0 })) {
            Button("Close") {}.accessibilityIdentifier("close")
        }
    }
}

/// A row: a button with an identifier that counts its taps, and a text before it when the row is flagged.
struct AXPatchRow: View {
    let row: EditedRow
    let priority: Double
    let isHidden: Bool
    @State var taps = 0

    var body: some View {
        if row.flag { Text("flagged \(row.id)") }
        Button("\(row.text) \(taps)") { taps += 1 }
            .accessibilityIdentifier("row-\(row.id)")
            .accessibilitySortPriority(priority)
            .accessibilityHidden(isHidden)
    }
}

@MainActor @Suite struct AccessibilityPatchPropertyTests {
    static func edit(_ model: AXPatchModel, _ graph: ViewGraph, _ random: inout SeededGenerator) -> String {
        let row = model.rows.isEmpty ? nil : Int.random(in: 0..<model.rows.count, using: &random)
        switch (Int.random(in: 0..<11, using: &random), row) {
        case (0, _):
            let index = Int.random(in: 0...model.rows.count, using: &random)
            model.rows.insert(EditedRow(id: model.nextID, text: "new \(model.nextID)"), at: index)
            model.nextID += 1
            return "insert at \(index)"
        case (1, let row?): return "remove \(model.rows.remove(at: row).id)"
        case (2, let row?):
            model.rows[row].flag.toggle()
            return "flag \(row)"
        case (3, let row?):
            model.rows[row].text = "edited \(Int.random(in: 0..<5, using: &random))"
            return "text \(row)"
        case (4, let row?):
            model.prioritized = model.prioritized == nil ? model.rows[row].id : nil
            return "priority \(row)"
        case (5, let row?):
            model.hidden = model.hidden == nil ? model.rows[row].id : nil
            return "hide \(row)"
        case (6, _):
            model.sheet.toggle()
            return "sheet"
        case (7, _), (8, _):
            // A row's state changed with no tree read first (a task, a timer): the next read patches from the
            // changes of two epochs when a tree was rendered in between.
            var rows: [GraphNode] = []
            var stack = graph.root.map { [$0] } ?? []
            while let node = stack.popLast() {
                if node.view is AXPatchRow { rows.append(node) }
                stack.append(contentsOf: node.children)
            }
            guard let node = rows.randomElement(using: &random) else { return "no row to change" }
            (node.propertyStorage.first as? StateBox<Int>)?.value += 1
            graph.flush()
            if Bool.random(using: &random) { _ = IncrementalSnapshot.build(graph) }
            return "a row's state"
        default:
            // A tap as the shell makes it: the target resolved in the kept tree, its action run, the graph flushed.
            guard let row else { return "no row to tap" }
            let id = model.rows[row].id
            do {
                try Interactor(graph: graph).tap(TargetQuery(identifier: "row-\(id)"))
                return "tap #row-\(id)"
            } catch {
                return "tap #row-\(id): \(error.message)"
            }
        }
    }

    @Test(
        "A ForEach's kept elements patched from the rows that changed equal a full build after every random edit",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func patchedEqualsFull(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let model = AXPatchModel(rows: Int.random(in: 2..<9, using: &random))
        let graph = ViewGraph()
        graph.mount(AXPatchScreen(model: model))
        _ = IncrementalSnapshot.build(graph)
        for number in 1...80 {
            var edits: [String] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) { edits.append(Self.edit(model, graph, &random)) }
            graph.flush()
            let step = "seed \(seed), step \(number): \(edits.joined(separator: ", "))"
            // None, one or several builds in an epoch, and epochs with no build: patches from one or two epochs'
            // records, and caches too old to patch.
            for pass in 0..<Int.random(in: 0...2, using: &random) {
                let cached = AccessibilityCachePropertyTests.observed(graph, reusingCaches: true, rows: model.nextID)
                let full = AccessibilityCachePropertyTests.observed(graph, reusingCaches: false, rows: model.nextID)
                #expect(cached == full, "\(step), pass \(pass)")
            }
            if Int.random(in: 0..<4, using: &random) > 0 { _ = IncrementalSnapshot.build(graph) }
        }
    }

    @Test("A tap on one of many rows, read from the patched ForEach: the tapped row has its new label")
    func tapPatchesTheForEach() throws {
        let model = AXPatchModel(rows: 4)
        let graph = ViewGraph()
        graph.mount(AXPatchScreen(model: model))
        _ = IncrementalSnapshot.build(graph)
        _ = AccessibilityTreeBuilder.snapshot(of: graph)
        _ = IncrementalSnapshot.build(graph)
        try Interactor(graph: graph).tap(TargetQuery(identifier: "row-2"))
        _ = IncrementalSnapshot.build(graph)
        let snapshot = AccessibilityTreeBuilder.snapshot(of: graph)
        #expect(
            AccessibilityTreeRenderer.render(snapshot) == """
                button "row 0 0" #row-0
                button "row 1 0" #row-1
                button "row 2 1" #row-2
                button "row 3 0" #row-3
                """)
    }

    @Test("Rows changed in two epochs since the tree was last read are both patched")
    func changesOfTwoEpochs() {
        let model = AXPatchModel(rows: 4)
        let graph = ViewGraph()
        graph.mount(AXPatchScreen(model: model))
        _ = IncrementalSnapshot.build(graph)
        _ = AccessibilityTreeBuilder.snapshot(of: graph)
        var rows: [GraphNode] = []
        var stack = graph.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if node.view is AXPatchRow { rows.append(node) }
            stack.append(contentsOf: node.children.reversed())
        }
        // Row 1 changes in the epoch the tree was read in, row 3 in the next one, before the tree is read again.
        (rows[1].propertyStorage.first as? StateBox<Int>)?.value = 5
        graph.flush()
        _ = IncrementalSnapshot.build(graph)
        (rows[3].propertyStorage.first as? StateBox<Int>)?.value = 7
        graph.flush()
        #expect(
            AccessibilityTreeRenderer.render(AccessibilityTreeBuilder.snapshot(of: graph)) == """
                button "row 0 0" #row-0
                button "row 1 5" #row-1
                button "row 2 0" #row-2
                button "row 3 7" #row-3
                """)
    }
}
