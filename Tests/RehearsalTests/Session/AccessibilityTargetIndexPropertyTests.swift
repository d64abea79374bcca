import Observation
import RehearsalUI
import Testing

@testable import Rehearsal

/// What the random edits of the target index's property test change.
@Observable final class TargetIndexModel {
    var rows: [EditedRow]
    var nextID: Int
    /// Rows whose button also answers to a spoken name (`accessibilityInputLabels`).
    var spoken: Set<Int> = []
    /// Rows shown as a group holding a text and the button, so the button is below the row's element.
    var grouped: Set<Int> = []
    var hidden: Int?
    var sheet = false

    init(rows: Int) {
        self.rows = (0..<rows).map { EditedRow(id: $0, text: "row \($0)") }
        nextID = rows
    }
}

/// The shell benchmark's shape with enough rows to index (more than ``AccessibilityTargetIndex``'s minimum), labels
/// that several rows share, input labels, a row whose button sits inside a group, a hidden row and a sheet.
struct TargetIndexScreen: View {
    let model: TargetIndexModel

    var body: some View {
        ScrollView {
            VStack {
                ForEach(model.rows) { row in
                    TargetIndexRow(
                        row: row, isSpoken: model.spoken.contains(row.id), isGrouped: model.grouped.contains(row.id),
                        isHidden: model.hidden == row.id)
                }
            }
        }
        .sheet(isPresented: Binding(get: { model.sheet }, set: { model.sheet = $0 })) {
            Button("row 1 0") {}.accessibilityIdentifier("row-1")
        }
    }
}

/// A row: a button with an identifier that counts its taps; a flagged row adds a text before it (two elements).
struct TargetIndexRow: View {
    let row: EditedRow
    let isSpoken: Bool
    let isGrouped: Bool
    let isHidden: Bool
    @State var taps = 0

    var body: some View {
        if row.flag { Text("flagged \(row.id % 3)") }
        if isGrouped {
            VStack {
                Text("group \(row.id % 4)")
                button
            }
            .accessibilityElement(children: .contain)
        } else {
            button
        }
    }

    private var button: some View {
        Button("\(row.text) \(taps)") { taps += 1 }
            .accessibilityIdentifier(row.id % 7 == 3 ? "shared" : "row-\(row.id)")
            .accessibilityInputLabels(isSpoken ? ["spoken \(row.id % 5)"] : [])
            .accessibilityHidden(isHidden)
    }
}

@MainActor @Suite struct AccessibilityTargetIndexPropertyTests {
    static func edit(_ model: TargetIndexModel, _ graph: ViewGraph, _ random: inout SeededGenerator) -> String {
        let row = model.rows.isEmpty ? nil : Int.random(in: 0..<model.rows.count, using: &random)
        switch (Int.random(in: 0..<14, using: &random), row) {
        case (0, _):
            let index = Int.random(in: 0...model.rows.count, using: &random)
            model.rows.insert(EditedRow(id: model.nextID, text: "new \(model.nextID)"), at: index)
            model.nextID += 1
            return "insert at \(index)"
        case (1, let row?): return "remove \(model.rows.remove(at: row).id)"
        case (2, let row?):
            model.rows[row].flag.toggle()
            return "flag \(row)"
        case (3, let row?), (4, let row?):
            // A few texts only, so labels are shared by several rows and come and go.
            model.rows[row].text = "edited \(Int.random(in: 0..<4, using: &random))"
            return "text \(row)"
        case (5, let row?):
            let id = model.rows[row].id
            if model.spoken.remove(id) == nil { model.spoken.insert(id) }
            return "spoken \(row)"
        case (6, let row?):
            let id = model.rows[row].id
            if model.grouped.remove(id) == nil { model.grouped.insert(id) }
            return "grouped \(row)"
        case (7, let row?):
            model.hidden = model.hidden == nil ? model.rows[row].id : nil
            return "hide \(row)"
        case (8, _):
            model.sheet.toggle()
            return "sheet"
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

    /// The targets a step may ask for: every identifier and label there is or was, and some there never were.
    static func queries(_ model: TargetIndexModel) -> [TargetQuery] {
        var queries: [TargetQuery] = [
            TargetQuery(identifier: "shared"), TargetQuery(identifier: "nothing"), TargetQuery(label: "nothing"),
            TargetQuery(role: "button"), TargetQuery(role: "group"), TargetQuery(label: ""),
            TargetQuery(role: "staticText", label: "group 1"), TargetQuery(identifier: "shared", index: 2),
        ]
        for id in 0..<model.nextID + 1 {
            queries.append(TargetQuery(identifier: "row-\(id)"))
            queries.append(TargetQuery(role: "button", identifier: "row-\(id)"))
        }
        for text in (0..<model.nextID).map({ "row \($0)" }) + (0..<4).map({ "edited \($0)" }) {
            for taps in 0..<3 { queries.append(TargetQuery(label: "\(text) \(taps)")) }
        }
        for number in 0..<5 { queries.append(TargetQuery(label: "spoken \(number)")) }
        for number in 0..<4 { queries.append(TargetQuery(role: "staticText", label: "group \(number)")) }
        for number in 0..<3 { queries.append(TargetQuery(label: "flagged \(number)", identifier: nil)) }
        queries.append(TargetQuery(label: "edited 1 0", identifier: "shared"))
        return queries
    }

    /// What each query matches (through the index, or by a walk of every element), element by element.
    static func matches(_ snapshot: AccessibilitySnapshot, _ query: TargetQuery, indexed: Bool) -> String {
        let matches = indexed ? snapshot.elements(matching: query) : snapshot.elements(where: { query.matches($0) })
        return matches.map { element in
            let source = element.source.map { "\(ObjectIdentifier($0))" } ?? "-"
            return "\(element.reference) #\(element.identifier ?? "-") \(element.isReachable) \(source)"
        }.joined(separator: ", ")
    }

    /// What the resolver says of a query: the element, or the error (ambiguity, suggestions, unreachable).
    static func resolved(_ snapshot: AccessibilitySnapshot, _ query: TargetQuery) -> String {
        do {
            return (try TargetResolver(snapshot).resolve(query, for: "tap")).reference
        } catch {
            return error.message
        }
    }

    @Test(
        "Targets matched through the kept lists' index find what a walk of every element finds after random edits",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func indexedEqualsWalk(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let model = TargetIndexModel(rows: Int.random(in: 32..<90, using: &random))
        let graph = ViewGraph()
        graph.mount(TargetIndexScreen(model: model))
        _ = IncrementalSnapshot.build(graph)
        var indexedSteps = 0
        for number in 1...50 {
            var edits: [String] = []
            // A sheet and rows that make two elements (so the list is built afresh, not patched) come and go.
            if Bool.random(using: &random) {
                model.sheet = false
                for row in model.rows where row.flag { row.flag = false }
                edits.append("sheet closed, flags cleared")
            }
            for _ in 0..<Int.random(in: 1...2, using: &random) { edits.append(Self.edit(model, graph, &random)) }
            graph.flush()
            let step = "seed \(seed), step \(number): \(edits.joined(separator: ", "))"
            // Some of them at each step: the errors' suggestions measure every label against the one asked for.
            let queries = Array(Self.queries(model).shuffled(using: &random).prefix(16))
            // Mostly as a session does it, the printed tree first (which ends the epoch, so the elements are kept),
            // then none, one or two reads: the index is made at a list's second match and patched after.
            if Int.random(in: 0..<4, using: &random) > 0 { _ = IncrementalSnapshot.build(graph) }
            for pass in 0..<Int.random(in: 0...2, using: &random) {
                let snapshot = AccessibilityTreeBuilder.snapshot(of: graph)
                let full = AccessibilityTreeBuilder.snapshot(of: graph, reusingCaches: false)
                for query in queries {
                    let context = "\(step), pass \(pass), \(query)"
                    #expect(
                        Self.matches(snapshot, query, indexed: true) == Self.matches(full, query, indexed: false),
                        "\(context)")
                    #expect(Self.resolved(snapshot, query) == Self.resolved(full, query), "\(context)")
                }
                if snapshot.indexedLists > 0 { indexedSteps += 1 }
            }
        }
        // The index was read, not only the walk beside it.
        #expect(indexedSteps > 8, "seed \(seed): \(indexedSteps) reads through an index")
    }

    @Test("A row's new label is found through the patched index, its old one no longer")
    func patchedIndexFollowsTheRow() throws {
        let model = TargetIndexModel(rows: 40)
        let graph = ViewGraph()
        graph.mount(TargetIndexScreen(model: model))
        for _ in 0..<3 {
            _ = IncrementalSnapshot.build(graph)
            try Interactor(graph: graph).tap(TargetQuery(identifier: "row-5"))
        }
        _ = IncrementalSnapshot.build(graph)
        let snapshot = AccessibilityTreeBuilder.snapshot(of: graph)
        #expect(snapshot.indexedLists == 1)
        #expect(snapshot.elements(matching: TargetQuery(label: "row 5 3")).map(\.reference) == [#"button "row 5 3""#])
        #expect(snapshot.elements(matching: TargetQuery(label: "row 5 2")).isEmpty)
        #expect(
            snapshot.elements(matching: TargetQuery(identifier: "shared")).map(\.reference) == [
                #"button "row 3 0""#, #"button "row 10 0""#, #"button "row 17 0""#, #"button "row 24 0""#,
                #"button "row 31 0""#, #"button "row 38 0""#,
            ])
    }
}
