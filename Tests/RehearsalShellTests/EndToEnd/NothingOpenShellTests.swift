import Foundation
import Rehearsal
import RehearsalUI
import Testing

/// Every command `help` lists, run through the built `rehearse` with no preview open: each answers (an error
/// that says what to do, or what it does without a preview), piped and in JSON lines, compared whole with
/// `Tests/Goldens/NothingOpen/`.
@Suite struct NothingOpenShellTests {
    /// One line a command, with the arguments a user would give it. `quit` ends the run.
    static let lines: [(command: String, line: String)] = [
        ("env", #"env "SampleLibrary""#), ("trait", "trait colorScheme=dark"), ("defaults", "defaults"),
        ("tree", "tree"), ("ax", "ax"), ("audit", "audit"), ("path", "path"), ("state", "state"), ("diff", "diff"),
        ("tap", #"tap "Save""#), ("longpress", #"longpress "Save""#), ("drag", #"drag "Card" 10 0"#),
        ("pinch", #"pinch "Photo" 2"#), ("rotate", #"rotate "Photo" 90"#), ("press", #"press "Save""#),
        ("release", #"release "Save""#), ("action", #"action "Row" "Delete""#), ("type", #"type "Name" "Ada""#),
        ("replace", #"replace "Name" "Ada""#), ("clear", #"clear "Name""#), ("submit", #"submit "Name""#),
        ("toggle", #"toggle "Wi-Fi""#), ("focus", #"focus "Name""#), ("select", #"select "Color" "Red""#),
        ("adjust", #"adjust "Volume" 5"#), ("swipe", #"swipe "Row" "Delete""#), ("menu", #"menu "More" "Share""#),
        ("delete", #"delete "Row""#), ("move", #"move "Row" --to 2"#), ("insert", #"insert "List" --at 1 "x""#),
        ("scroll", #"scroll "Row""#), ("refresh", "refresh"), ("back", "back"), ("dismiss", "dismiss"),
        ("tab", #"tab "Home""#), ("search", #"search "x""#), ("url", "url https://example.com/a"),
        ("actions", "actions"), ("do", "do increment"), ("step", "step"), ("settle", "settle"),
        ("advance", "advance 1s"), ("save", "save"), ("commands", "commands"), ("command", #"command "File/New""#),
        ("shortcut", "shortcut return"), ("tasks", "tasks"), ("undo", "undo"), ("goto", "goto 1"),
        ("history", "history"), ("explain", "explain"), ("export", "export out.swift"), ("stop", "stop"),
        ("record", "record out.scenario"), ("replay", "replay missing.scenario"),
        ("matrix", "matrix colorScheme=light,dark"), ("reload", "reload"), ("set", "set echo tree"), ("quit", "quit"),
    ]

    /// Commands left out: they list the catalog (previews, stubs, lessons, help), whose text changes with every
    /// sample added, or load a preview (`open`, tested with unknown names elsewhere).
    static let listings: Set<String> = ["previews", "stubs", "help", "lesson", "open"]

    @Test("The sweep runs every command of CommandSpec.all but the listings")
    func everyCommand() {
        let swept = Set(Self.lines.map(\.command))
        #expect(Set(CommandSpec.all.map(\.name)).subtracting(Self.listings).subtracting(swept).sorted() == [])
        #expect(swept.subtracting(CommandSpec.all.map(\.name)).sorted() == [])
    }

    @Test("With no preview open, every command answers piped with what to do")
    func piped() throws {
        let run = try RehearseBinary.run(input: Self.lines.map(\.line).joined(separator: "\n") + "\n", limit: 120)
        expectGoldenReport(
            run.output + run.errors + "exit \(run.status)\n", named: "piped.txt", in: "NothingOpen")
    }

    @Test("With no preview open, every command answers in JSON lines with what to do")
    func jsonLines() throws {
        let requests = Self.lines.map { JSONValue.object([("command", .string($0.line))]).serialized() }
        let run = try RehearseBinary.run(["--jsonl"], input: requests.joined(separator: "\n") + "\n", limit: 120)
        expectGoldenReport(
            run.output + run.errors + "exit \(run.status)\n", named: "jsonl.txt", in: "NothingOpen")
    }
}
