import Rehearsal
import Testing

@testable import RehearsalShell

/// The shell parses a repeated line once (`RecentCommands`): what it answers must be what the parser answers.
@Suite struct RecentCommandsTests {
    @Test("Lines repeated, new, blank and wrong parse as CommandParser parses them, over more lines than are kept")
    func sameAsTheParser() {
        let lines = [
            "tab Settings", "tab Library", "tap \"Count\"", "tap Count", "  tap   \"Count\"  ", "# a comment", "",
            "tap", "set echo none", "tree", "ax --json", "advance 2s", "type \"Name\" \"Ada\"", "back", "undo",
            "frobnicate", "open \"RootView/Sample library\"", "tap \"Count\" --at 2",
        ]
        let recent = RecentCommands()
        var generator = ProtocolLineTests.Generator(state: 7)
        var parsed = 0
        for _ in 0..<600 {
            let line = lines[generator.below(lines.count)]
            let expected = Result { () throws(CommandError) in try CommandParser.parse(line) }
            let found = Result { () throws(CommandError) in try recent.parse(line) }
            switch (expected, found) {
            case (.success(let command), .success(let entry)):
                #expect(entry?.command == command, "\(line)")
                #expect(entry?.text == command?.text, "\(line)")
                #expect(entry.map { $0.line == line } ?? true)
                if command != nil { parsed += 1 }
            case (.failure(let error), .failure(let found)):
                #expect(found == error, "\(line)")
            default:
                Issue.record("\(line): \(expected) but \(found)")
            }
        }
        #expect(parsed > 300)
    }
}
