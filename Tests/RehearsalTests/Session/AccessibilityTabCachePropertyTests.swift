import Observation
import RehearsalUI
import Testing

@testable import Rehearsal

/// Everything the random edits of the tabbed accessibility property test change.
@Observable final class AXTabsModel {
    var tab = 0
    var rows: AXEditedModel
    var shelves = ["Reading", "Classics"]
    var query = ""
    var title = "Shelves"
    var outerSearch = false
    var selection: String?

    init(rows: Int) {
        self.rows = AXEditedModel(rows: rows)
    }
}

/// A tab view whose tabs are navigation stacks: one is the edited screen of ``AccessibilityCachePropertyTests``
/// (a toolbar, a search field, a sheet, a pushed screen), one a list in a stack under a `searchable` applied
/// outside the stack (the field waits for the stack's screen), one a list with a selection: kept and reused
/// across tab switches, they must print what a full build prints.
struct AXTabsScreen: View {
    let model: AXTabsModel

    var body: some View {
        TabView(selection: Binding(get: { model.tab }, set: { model.tab = $0 })) {
            Tab("Rows", systemImage: "list.bullet", value: 0) {
                AXEditedScreen(model: model.rows)
            }
            Tab("Shelves", systemImage: "books.vertical", value: 1) {
                AXShelvesTab(model: model)
            }
            Tab("Pick", systemImage: "checkmark", value: 2) {
                NavigationStack {
                    List(
                        model.shelves, id: \.self,
                        selection: Binding(get: { model.selection }, set: { model.selection = $0 })
                    ) {
                        shelf in Text(shelf)
                    }
                    .navigationTitle("Pick")
                }
            }
        }
    }
}

/// A stack of a list, with a `searchable` outside the stack when the model says so.
struct AXShelvesTab: View {
    let model: AXTabsModel

    var body: some View {
        if model.outerSearch {
            stack.searchable(text: Binding(get: { model.query }, set: { model.query = $0 }))
        } else {
            stack
        }
    }

    private var stack: some View {
        NavigationStack {
            List {
                ForEach(model.shelves, id: \.self) { shelf in
                    NavigationLink(shelf, value: shelf).accessibilityIdentifier("shelf-\(shelf)")
                }
            }
            .navigationTitle(model.title)
            .toolbar { Button("Add shelf") {} }
        }
    }
}

@MainActor @Suite struct AccessibilityTabCachePropertyTests {
    static func edit(_ model: AXTabsModel, _ graph: ViewGraph, _ random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2:
            model.tab = Int.random(in: 0..<3, using: &random)
            return "tab \(model.tab)"
        case 3:
            model.shelves.append("Shelf \(model.shelves.count)")
            return "add a shelf"
        case 4 where model.shelves.count > 1:
            model.shelves.removeFirst()
            return "remove a shelf"
        case 5:
            model.title = "Shelves \(Int.random(in: 0..<3, using: &random))"
            return "title"
        case 6:
            model.outerSearch.toggle()
            return "outer search"
        case 7:
            model.query += "a"
            return "query"
        case 8:
            model.selection = model.shelves.randomElement(using: &random)
            return "select"
        default:
            return "rows: " + AccessibilityCachePropertyTests.edit(model.rows, graph, &random)
        }
    }

    /// The accessibility tree printed, and the element each identifier resolves to.
    static func observed(_ graph: ViewGraph, _ model: AXTabsModel, reusingCaches: Bool) -> String {
        let snapshot = AccessibilityTreeBuilder.snapshot(of: graph, reusingCaches: reusingCaches)
        var lines = [AccessibilityTreeRenderer.render(snapshot)]
        lines.append(AccessibilityTreeRenderer.json(snapshot).serialized())
        let queries =
            (0..<model.rows.nextID + 2).map { TargetQuery(identifier: "row-\($0)") }
            + model.shelves.map { TargetQuery(identifier: "shelf-\($0)") }
        for query in queries {
            do {
                let element = try TargetResolver(snapshot).resolve(query, for: "tap")
                lines.append("\(query): \(element.reference) \(element.reachability)")
            } catch {
                lines.append("\(query): \(error.message)")
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test(
        "Tabs of navigation stacks built from kept subtrees equal a full build after every random edit and switch",
        arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func cachedEqualsFull(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let model = AXTabsModel(rows: Int.random(in: 0..<5, using: &random))
        let graph = ViewGraph()
        graph.mount(AXTabsScreen(model: model))
        expectKeptEqualsFull(graph, seed: seed, random: &random, edit: { Self.edit(model, graph, &$0) }) {
            Self.observed(graph, model, reusingCaches: $0)
        }
    }

    @Test(
        "A tab switch reuses the kept elements of each tab's navigation stack; one whose title changed is built again")
    func stacksKeptAcrossSwitch() throws {
        let model = AXTabsModel(rows: 2)
        let graph = ViewGraph()
        graph.mount(AXTabsScreen(model: model))
        func stacks() -> [ObjectIdentifier?] {
            var found: [GraphNode] = []
            var pending = graph.root.map { [$0] } ?? []
            while let node = pending.popLast() {
                if node.typeName.hasPrefix("NavigationStack") { found.append(node) }
                pending.append(contentsOf: node.children.reversed())
            }
            return found.map { $0.accessibilityCache.map(ObjectIdentifier.init) }
        }
        func step() {
            graph.flush()
            _ = IncrementalSnapshot.build(graph)
            _ = AccessibilityTreeBuilder.snapshot(of: graph)
        }
        // A tab's content is mounted once the tab was selected.
        for tab in [1, 2, 0] {
            model.tab = tab
            step()
        }
        step()
        let kept = stacks()
        // The third stack's list has a selection, whose value changes without a stamp: never kept.
        try #require(kept.count == 3)
        #expect(kept[0] != nil && kept[1] != nil && kept[2] == nil)
        model.tab = 1
        step()
        #expect(stacks() == kept)
        model.tab = 2
        step()
        #expect(stacks() == kept)
        model.title = "Renamed"
        step()
        let after = stacks()
        #expect(after[0] == kept[0])
        #expect(after[1] != nil && after[1] != kept[1])
        #expect(after[2] == nil)
    }
}
