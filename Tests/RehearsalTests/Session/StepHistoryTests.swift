import Testing

@testable import Rehearsal

/// The worker's history: each distinct command once, and one byte a step while there are few of them.
@Suite struct StepHistoryTests {
    @Test("100,000 taps of one button cost a byte a step and read back; undo drops the end")
    func oneByteAStep() throws {
        let tap = try #require(try CommandParser.parse(#"tap "Count""#))
        let open = try #require(try CommandParser.parse(#"open "CrashingScreen/Buggy buttons""#))
        var history = StepHistory([open])
        for _ in 0..<100_000 { history.append(tap) }
        #expect(history.count == 100_001)
        #expect(history.bytesPerStep == 1)
        #expect(history.distinctCount == 2)
        #expect(history[0] == open && history[100_000] == tap)
        history.removeSubrange(1...)
        #expect(Array(history) == [open])
    }

    @Test("Past 255 distinct commands every step widens to two bytes and keeps its command; past the end is empty")
    func widens() throws {
        let commands = try (0..<300).map { try #require(try CommandParser.parse("tap #row-\($0)")) }
        var history = StepHistory()
        for command in commands { history.append(command) }
        history.append(commands[7])
        #expect(history.bytesPerStep == 2)
        #expect(Array(history) == commands + [commands[7]])
        history.removeSubrange(400...)
        #expect(history.count == 301)
        history.removeSubrange(256...)
        #expect(Array(history) == Array(commands.prefix(256)))
    }
}
