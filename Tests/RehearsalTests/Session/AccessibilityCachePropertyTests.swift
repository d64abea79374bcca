import Observation
import RehearsalUI
import Testing

@testable import Rehearsal

/// Everything the random edits of the accessibility property test change.
@Observable final class AXEditedModel {
    var rows: [EditedRow]
    var nextID: Int
    var hideFirst = false
    var disabled = false
    var sheet = false
    var priority = false
    var search = ""
    var pushed: [Int] = []
    var title = "Title"

    init(rows: Int) {
        self.rows = (0..<rows).map { EditedRow(id: $0, text: "row \($0)") }
        nextID = rows
    }
}

/// A navigation stack with a toolbar and a search field, rows of buttons with identifiers, hidden, disabled and
/// prioritized elements, a sheet and a pushed screen: every kind of context the accessibility builder carries.
struct AXEditedScreen: View {
    let model: AXEditedModel

    var body: some View {
        NavigationStack(path: Binding(get: { model.pushed }, set: { model.pushed = $0 })) {
            ScrollView {
                VStack {
                    Text(model.title).accessibilityAddTraits(.isHeader)
                    ForEach(model.rows) { row in
                        AXEditedRow(row: row)
                    }
                    Text("hidden").accessibilityHidden(model.hideFirst)
                    Button("Disabled") {}.disabled(model.disabled)
                    Text("first").accessibilitySortPriority(model.priority ? 1 : 0)
                }
            }
            .navigationTitle(model.title)
            .toolbar { Button("Add") {} }
            .searchable(text: Binding(get: { model.search }, set: { model.search = $0 }))
            .navigationDestination(for: Int.self) { value in Text("pushed \(value)") }
            .sheet(isPresented: Binding(get: { model.sheet }, set: { model.sheet = $0 })) {
                Button("Close") {}.accessibilityIdentifier("close")
            }
        }
    }
}

/// A row: a button with an identifier, named by its text and its taps.
struct AXEditedRow: View {
    let row: EditedRow
    @State var taps = 0

    var body: some View {
        Button("\(row.text) \(taps)") { taps += 1 }
            .accessibilityIdentifier("row-\(row.id)")
            .accessibilityHint(row.flag ? "flagged" : "")
    }
}

@MainActor @Suite struct AccessibilityCachePropertyTests {
    static func edit(_ model: AXEditedModel, _ graph: ViewGraph, _ random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            let index = Int.random(in: 0...model.rows.count, using: &random)
            model.rows.insert(EditedRow(id: model.nextID, text: "new \(model.nextID)"), at: index)
            model.nextID += 1
            return "insert at \(index)"
        case 1 where !model.rows.isEmpty:
            return "remove \(model.rows.remove(at: Int.random(in: 0..<model.rows.count, using: &random)).id)"
        case 2 where !model.rows.isEmpty:
            let index = Int.random(in: 0..<model.rows.count, using: &random)
            model.rows[index].flag.toggle()
            return "flag \(index)"
        case 3 where !model.rows.isEmpty:
            let index = Int.random(in: 0..<model.rows.count, using: &random)
            model.rows[index].text = "edited \(Int.random(in: 0..<5, using: &random))"
            return "text \(index)"
        case 4:
            var found: [GraphNode] = []
            var stack = graph.root.map { [$0] } ?? []
            while let node = stack.popLast() {
                if node.view is AXEditedRow { found.append(node) }
                stack.append(contentsOf: node.children)
            }
            guard let node = found.randomElement(using: &random) else { return "no row to tap" }
            (node.propertyStorage.first as? StateBox<Int>)?.value += 1
            return "tap a row"
        case 5:
            model.hideFirst.toggle()
            return "hide"
        case 6:
            model.disabled.toggle()
            return "disable"
        case 7:
            model.sheet.toggle()
            return "sheet"
        case 8:
            model.priority.toggle()
            return "priority"
        case 9:
            model.search += "a"
            return "search"
        case 10:
            if model.pushed.isEmpty { model.pushed = [1] } else { model.pushed = [] }
            return "push or pop"
        case 11 where model.rows.count > 1:
            model.rows.swapAt(0, model.rows.count - 1)
            return "swap ends"
        default:
            model.title = "Title \(Int.random(in: 0..<3, using: &random))"
            return "title"
        }
    }

    /// The accessibility tree printed, and the element each row's identifier resolves to.
    static func observed(_ graph: ViewGraph, reusingCaches: Bool, rows: Int) -> String {
        let snapshot = AccessibilityTreeBuilder.snapshot(of: graph, reusingCaches: reusingCaches)
        var lines = [AccessibilityTreeRenderer.render(snapshot)]
        lines.append(AccessibilityTreeRenderer.json(snapshot).serialized())
        for id in 0..<rows + 2 {
            do {
                let element = try TargetResolver(snapshot).resolve(TargetQuery(identifier: "row-\(id)"), for: "tap")
                lines.append("#row-\(id): \(element.reference) \(element.reachability)")
            } catch {
                lines.append("#row-\(id): \(error.message)")
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test(
        "The accessibility tree built from kept subtrees equals a full build after every random edit",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func cachedEqualsFull(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let model = AXEditedModel(rows: Int.random(in: 0..<8, using: &random))
        let graph = ViewGraph()
        graph.mount(AXEditedScreen(model: model))
        expectKeptEqualsFull(graph, seed: seed, random: &random, edit: { Self.edit(model, graph, &$0) }) {
            Self.observed(graph, reusingCaches: $0, rows: model.nextID)
        }
    }

    @Test("An unchanged row's elements are reused; a changed row's are built again")
    func unchangedRowsAreReused() {
        let model = AXEditedModel(rows: 3)
        let graph = ViewGraph()
        graph.mount(AXEditedScreen(model: model))
        _ = IncrementalSnapshot.build(graph)
        _ = AccessibilityTreeBuilder.snapshot(of: graph)
        var rows: [GraphNode] = []
        var stack = graph.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if node.view is AXEditedRow { rows.append(node) }
            stack.append(contentsOf: node.children.reversed())
        }
        let kept = rows.map { $0.accessibilityCache.map(ObjectIdentifier.init) }
        #expect(kept.allSatisfy { $0 != nil })
        (rows[1].propertyStorage.first as? StateBox<Int>)?.value = 5
        graph.flush()
        _ = IncrementalSnapshot.build(graph)
        let snapshot = AccessibilityTreeBuilder.snapshot(of: graph)
        let after = rows.map { $0.accessibilityCache.map(ObjectIdentifier.init) }
        #expect(after[0] == kept[0])
        #expect(after[1] != kept[1])
        #expect(after[2] == kept[2])
        #expect(snapshot.elements { $0.identifier == "row-1" }.map(\.label) == ["row 1 5"])
    }
}

/// Drives `graph` through 60 random steps of one or two `edit`s each and expects what `observed(true)` prints of the
/// tree built from kept subtrees to equal `observed(false)`, a full build, twice a step (the first build keeps what
/// the second reuses). A session reads the tree and starts a render epoch at every step; this does at three in four.
@MainActor func expectKeptEqualsFull(
    _ graph: ViewGraph, seed: UInt64, random: inout SeededGenerator, edit: (inout SeededGenerator) -> String,
    observed: (_ reusingCaches: Bool) -> String
) {
    _ = IncrementalSnapshot.build(graph)
    for number in 1...60 {
        var edits: [String] = []
        for _ in 0..<Int.random(in: 1...2, using: &random) { edits.append(edit(&random)) }
        graph.flush()
        let step = "seed \(seed), step \(number): \(edits.joined(separator: ", "))"
        for pass in 1...2 {
            let cached = observed(true)
            let full = observed(false)
            #expect(cached == full, "\(step), pass \(pass)")
        }
        if Int.random(in: 0..<4, using: &random) > 0 { _ = IncrementalSnapshot.build(graph) }
    }
}
