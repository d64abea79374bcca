import Testing
import VirtualTime

@testable import Rehearsal

/// The previews of `IndexedScreen.swift`.
let indexedPreviews = PreviewScope { origin in
    guard case .file(let fileID) = origin else { return false }
    return fileID.hasSuffix("/IndexedScreen.swift")
}

@MainActor @Suite(.serialized) struct ScreenIndexPropertyTests {
    /// What a session prints for `commands` with the teaching recorder incremental or gathering from every node.
    static func transcript(_ commands: [String], incremental: Bool) -> String {
        teachingTranscript(
            commands, in: indexedPreviews, prepare: { $0.teaching.isIncremental = incremental }, inspect: { _ in () }
        ).text
    }

    /// A random script: taps of the screen's buttons (some rows may be gone: those steps fail alike), each step
    /// followed by `explain`, sometimes by `explain VIEW` or `state`.
    static func script(seed: UInt64, steps: Int) -> [String] {
        var random = SeededGenerator(seed: seed)
        let buttons = [
            "Insert", "Remove", "Swap", "Retitle", "Detail", "Erase", "Unread", "Sheet A", "Sheet B", "Close A",
            "Close B",
        ]
        var commands = [#"open "IndexedScreen/Screen""#, "explain"]
        for _ in 0..<steps {
            let label: String
            switch Int.random(in: 0..<3, using: &random) {
            case 0: label = "Tap \(Int.random(in: 0..<7, using: &random))"
            case 1: label = "Bump \(Int.random(in: 0..<7, using: &random))"
            default: label = buttons.randomElement(using: &random)!
            }
            commands.append("tap \"\(label)\"")
            commands.append("explain")
            switch Int.random(in: 0..<6, using: &random) {
            case 0: commands.append("explain IndexedRow")
            case 1: commands.append("state")
            case 2: commands.append("explain IndexedDetail")
            default: break
            }
        }
        return commands
    }

    @Test(
        "explain, state and the pattern warnings print the same from the per-node index as from every node",
        arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func incrementalEqualsFull(seed: UInt64) {
        let commands = Self.script(seed: seed, steps: 40)
        let full = Self.transcript(commands, incremental: false)
        let incremental = Self.transcript(commands, incremental: true)
        let fullLines = full.split(separator: "\n", omittingEmptySubsequences: false)
        let incrementalLines = incremental.split(separator: "\n", omittingEmptySubsequences: false)
        let first = Array(zip(fullLines, incrementalLines)).firstIndex { $0.0 != $0.1 }
        #expect(
            incremental == full,
            "seed \(seed): first difference at line \(first.map { $0 + 1 } ?? min(fullLines.count, incrementalLines.count))"
        )
    }

    @Test("The script provokes what the recorder reports: changes with readers, skipped views, warnings")
    func scriptCoversTheFacts() {
        let text = Self.transcript(
            [
                "set echo none", #"open "IndexedScreen/Screen""#, #"tap "Detail""#, #"tap "Bump 2""#, "explain",
                #"tap "Swap""#, #"tap "Erase""#, #"tap "Erase""#, #"tap "Insert""#, "explain",
            ], incremental: true)
        #expect(
            text == """
                > set echo none
                > open "IndexedScreen/Screen"
                warning: IndexedRoot presents with 2 separate Boolean flags (sheet(isPresented:) ×2): nothing stops two from being true at once, and each must be reset by hand. To fix, keep one optional enum in one @State (enum Sheet: Identifiable { case … }) and present it with a single .sheet(item:).
                  guideline: "Flags multiply. `showAdd`, `showEdit`, `showShare` as separate Booleans is the commonest source of sheets that will not open or will not close. One optional enum per presenter." (swiftui-ui-patterns, Guidelines)
                > tap "Detail"
                > tap "Bump 2"
                > explain
                explain step 3: tap "Bump 2"
                1. The tap ran the action of button "Bump 2", declared in IndexedRow.
                2. It changed:
                     IndexedItem #3.count: 0 → 1  (read by IndexedRow)
                     IndexedItem #1.count changed, then changed back to 0  (read by IndexedRow)
                3. Evaluated, because of what they read or were given:
                     IndexedRow: it read IndexedItem.count
                   Not re-evaluated (nothing they read changed, and their inputs were equal): IndexedRoot, IndexedRow ×3, IndexedDetail
                4. No task started, resumed, finished or was cancelled.
                5. The navigation path did not change.
                > tap "Swap"
                warning: the ForEach in IndexedRoot is identified by position (id: \\.self over a range of indices) and its data changed order: each row kept its position's identity, so row state (@State, focus, transitions) stayed at the position instead of following its item. To fix, iterate the items with ids from the data: ForEach(items) { item in … } over Identifiable items, or ForEach(items, id: \\.id).
                  guideline: "`List(items) { … }` or `ForEach(items)` over `Identifiable` data with ids that come from the data." (swiftui-ui-patterns, 7. Lists, search and forms)
                > tap "Erase"
                warning: an AnyView in IndexedRoot wrapped Label and now wraps Text: erasing the branches' types makes the change a replacement that drops the old branch's state, and hides which branch is shown. To fix, return the branches from a @ViewBuilder (an if or a switch), or wrap them in Group, so each branch keeps its own identity.
                  guideline: "Avoid `AnyView` to make branches type-check; use `@ViewBuilder`, `Group` or a `switch`." (swiftui-ui-patterns, Guidelines)
                > tap "Erase"
                warning: an AnyView in IndexedRoot wrapped Text and now wraps Label: erasing the branches' types makes the change a replacement that drops the old branch's state, and hides which branch is shown. To fix, return the branches from a @ViewBuilder (an if or a switch), or wrap them in Group, so each branch keeps its own identity.
                  guideline: "Avoid `AnyView` to make branches type-check; use `@ViewBuilder`, `Group` or a `switch`." (swiftui-ui-patterns, Guidelines)
                > tap "Insert"
                > explain
                explain step 7: tap "Insert"
                1. The tap ran the action of button "Insert", declared in IndexedRoot.
                2. It changed:
                     IndexedModel.items: 4 items → 5 items  (read by IndexedRoot, IndexedDetail)
                     IndexedModel.nextID: 4 → 5  (read by no view, so none is re-evaluated for it)
                     IndexedItem #2.name: "item 1" → "new 4"  (read by IndexedRow)
                     IndexedItem #3.name: "item 2" → "item 1"  (read by IndexedRow)
                     IndexedItem #3.count: 1 → 0  (read by IndexedRow)
                     IndexedItem #4.name: "item 0" → "item 2"  (read by IndexedRow)
                     IndexedItem #4.count: 0 → 1  (read by IndexedRow)
                3. Evaluated, because of what they read or were given:
                     IndexedRoot: it read IndexedModel.items
                     IndexedRow: it appeared
                     IndexedDetail: it read IndexedModel.items
                   Not re-evaluated (nothing they read changed, and their inputs were equal): IndexedRow ×4
                4. No task started, resumed, finished or was cancelled.
                5. The navigation path did not change.
                """)
    }
}
