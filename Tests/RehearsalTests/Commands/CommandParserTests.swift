import Testing

@testable import Rehearsal

@Suite struct CommandParserTests {
    @Test(
        "Every form of target parses",
        arguments: [
            ("tap button \"Try Again\"", Target(role: "button", name: "Try Again")),
            ("tap \"Try Again\"", Target(name: "Try Again")),
            ("tap #saveButton", Target(identifier: "saveButton")),
            ("tap link \"Dune\"", Target(role: "link", name: "Dune")),
        ])
    func targets(line: String, target: Target) throws {
        #expect(try CommandParser.parse(line) == .interact(.tap, target))
    }

    @Test(
        "Commands print back in a form that parses to the same command",
        arguments: [
            "open \"ShelfScreen/Request fails\"", "env FailingLibrary",
            "trait colorScheme=dark dynamicTypeSize=xxxLarge",
            "tree", "ax --json", "audit", "path", "state", "diff", "tap button \"Try Again\"",
            "type #titleField \"Dune \\\"Messiah\\\"\"", "clear #titleField", "submit #titleField", "toggle \"Wi-Fi\"",
            "select \"Theme\" \"Dark\"", "adjust \"Font size\" 18", "adjust #stepper -1",
            "swipe \"Buy milk\" \"Delete\"",
            "menu \"Dune\" \"Share\"", "menu \"Options\" \"Sort\" \"By date\"", "delete \"Buy milk\"",
            "move \"Buy milk\" --to 2", "select list \"Buy milk\"", "select table \"Ada\"", "scroll", "refresh", "back",
            "dismiss",
            "tab Settings", "search \"dune\"",
            "url inkwell://book/4821", "do reload", "step", "settle", "advance 1s", "advance 250ms", "advance 1.5ms",
            "tasks", "undo", "goto 3", "history", "record scripts/a.scenario", "stop", "replay a.scenario b.scenario",
            "explain", "explain ShelfScreen", "lesson", "lesson bindings", "help", "help tap", "set echo ax", "quit",
            "previews", "stubs", "actions",
        ])
    func roundTrip(line: String) throws {
        let command = try #require(try CommandParser.parse(line))
        #expect(command.text == line)
        #expect(try CommandParser.parse(command.text) == command)
    }

    @Test("Blank lines and comments parse to nothing") func blank() throws {
        #expect(try CommandParser.parse("") == nil)
        #expect(try CommandParser.parse("   ") == nil)
        #expect(try CommandParser.parse("# a note") == nil)
        #expect(try CommandParser.parse("tap #ok # trailing note") == .interact(.tap, Target(identifier: "ok")))
    }

    @Test("Durations keep their exact value") func durations() {
        #expect(DurationText.parse("1s") == .seconds(1))
        #expect(DurationText.parse("250ms") == .milliseconds(250))
        #expect(DurationText.parse("1.5ms") == .microseconds(1_500))
        #expect(DurationText.parse("2m") == .seconds(120))
        #expect(DurationText.parse("soon") == nil)
        #expect(DurationText.format(.microseconds(1_500)) == "1.5ms")
        #expect(DurationText.format(.seconds(90)) == "90s")
    }

    @Test(
        "Each malformed command says what was expected",
        arguments: [
            (
                "tapp \"OK\"",
                "error: unknown command \"tapp\"; did you mean tap, type or tab?\n  type `help` to list the commands"
            ),
            ("open", "error: open expects a preview name, like \"ShelfScreen/Loaded\"\n  usage: open NAME"),
            (
                "tap",
                "error: tap expects a target: \"label\", #identifier or role \"name\"\n  usage: tap [--count N] TARGET"
            ),
            (
                "tap OK",
                "error: expected a target (\"label\", #identifier or role \"name\"), found OK\n  quote labels: tap \"OK\""
            ),
            ("type #title", "error: type expects the text to type, in quotes\n  usage: type TARGET \"text\""),
            (
                "advance soon",
                "error: advance expects a duration, like 1s, 250ms, 1.5ms or 2m, found \"soon\"\n  units: ms, s, m, h"
            ),
            ("tap \"OK", "error: unterminated string starting at column 5\n  close it with a double quote (\")"),
            ("back now", "error: back got an unexpected extra argument \"now\"\n  usage: back"),
            (
                "move \"Buy milk\" 2",
                "error: move expects --to N after the row, found \"2\"\n  for example: move \"Buy milk\" --to 1"
            ),
            (
                "move \"Buy milk\" --to 0",
                "error: move --to expects a whole position from 1 (the first row), found \"0\"\n"
                    + "  for example: move \"Buy milk\" --to 1"
            ),
            (
                "trait dark",
                "error: expected KEY=VALUE, found \"dark\"\n  for example: trait colorScheme=dark dynamicTypeSize=xxxLarge"
            ),
            (
                "set echo all",
                "error: set echo takes tree, ax, path, diff or none, not \"all\"\n  for example: set echo diff"
            ),
            (
                "goto two",
                "error: goto expects a whole step number from `history`, like 2, found \"two\"\n  `history` lists the steps"
            ),
        ])
    func errors(line: String, message: String) {
        #expect(throws: CommandError.self) { try CommandParser.parse(line) }
        do {
            _ = try CommandParser.parse(line)
        } catch {
            #expect(error.description == message)
        }
    }
}
