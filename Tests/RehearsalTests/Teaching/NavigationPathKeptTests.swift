import Testing
import VirtualTime

@testable import Rehearsal

/// The previews of `PathScreen.swift`.
let pathPreviews = PreviewScope { origin in
    guard case .file(let fileID) = origin else { return false }
    return fileID.hasSuffix("/PathScreen.swift")
}

/// The navigation path the teaching recorder keeps between steps (printed again only after a step changed a node
/// it prints from) against the path printed afresh at every step.
@MainActor @Suite(.serialized) struct NavigationPathKeptTests {
    /// What a session prints for `commands` (each followed by `explain`, which says how the path changed), with
    /// the recorder incremental or not, and how many times the incremental index printed the path.
    static func transcript(_ commands: [String], incremental: Bool) -> (text: String, prints: Int) {
        let (text, prints) = teachingTranscript(
            commands, in: pathPreviews, prepare: { $0.teaching.isIncremental = incremental },
            inspect: { $0.teaching.index.pathPrints })
        return (text, prints)
    }

    static func script(seed: UInt64, steps: Int) -> [String] {
        var random = SeededGenerator(seed: seed)
        var commands = ["set echo none", #"open "PathScreen/Tabs""#]
        for _ in 0..<steps {
            let tab = Bool.random(using: &random) ? "One" : "Two"
            let command: String
            switch Int.random(in: 0..<14, using: &random) {
            case 0: command = "tab \(tab)"
            case 1: command = "back"
            case 2: command = "dismiss"
            case 3: command = #"tap "Push \#(tab)""#
            case 4: command = #"tap "Pop \#(tab)""#
            case 5: command = #"tap "Retitle \#(tab)""#
            case 6: command = #"tap "Hide title \#(tab)""#
            case 7: command = #"tap "Sheet \#(tab)""#
            case 8: command = #"tap "Lock \#(tab)""#
            case 9: command = #"tap "Close \#(tab)""#
            case 10: command = #"tap "Link \#(tab)""#
            case 11: command = #"tap "Detail count 0""#
            default: command = #"tap "Count \#(tab)""#
            }
            commands += [command, "explain", "path"]
        }
        return commands
    }

    @Test(
        "The kept navigation path equals the path printed afresh after random tabs, pushes, titles and sheets",
        arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func keptEqualsFresh(seed: UInt64) {
        let commands = Self.script(seed: seed, steps: 60)
        let fresh = Self.transcript(commands, incremental: false).text
        let kept = Self.transcript(commands, incremental: true).text
        let freshLines = fresh.split(separator: "\n", omittingEmptySubsequences: false)
        let keptLines = kept.split(separator: "\n", omittingEmptySubsequences: false)
        let first = Array(zip(freshLines, keptLines)).firstIndex { $0.0 != $0.1 }
        #expect(
            kept == fresh,
            "seed \(seed): first difference at line \(first.map { $0 + 1 } ?? min(freshLines.count, keptLines.count))")
    }

    @Test("Steps that change no tab, stack, screen, title or presentation print the path once, not at every step")
    func keptWhileNothingNavigates() {
        let counts = (0..<10).map { _ in #"tap "Count One""# }
        let (text, prints) = Self.transcript(
            [#"open "PathScreen/Tabs""#, "set echo none"] + counts + ["explain"], incremental: true)
        #expect(prints == 1)
        #expect(
            text.hasSuffix(
                """
                4. No task started, resumed, finished or was cancelled.
                5. The navigation path did not change.
                """))
        let (_, pushed) = Self.transcript(
            [#"open "PathScreen/Tabs""#, "set echo none"] + counts + [#"tap "Retitle One""#, #"tap "Push One""#],
            incremental: true)
        #expect(pushed == 3)
    }
}
