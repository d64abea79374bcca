import Rehearsal
import Testing

@testable import RehearsalShell

/// The API the shell and the scenario runner use: a session in a worker process that survives crashes.
@Suite struct WorkerClientTests {
    func makeClient() throws -> WorkerClient {
        try WorkerClient(options: .init(executable: RehearseBinary.path, watchdog: .seconds(5)))
    }

    @Test("Replies carry output, errors, the preview and the step; the client follows the history")
    func history() throws {
        let client = try makeClient()
        defer { client.close() }
        let replies = client.replay([
            "set echo none", "open \"CrashingScreen/Buggy buttons\"", "tap \"Count\"", "tap \"Count\"", "undo",
            "tap \"Nope\"",
        ])
        #expect(replies.map(\.ok) == [true, true, true, true, true, false])
        #expect(replies.map(\.step) == [0, 1, 2, 3, 2, 2])
        #expect(replies[5].error?.code == "notFound")
        #expect(client.previewName == "CrashingScreen/Buggy buttons")
        #expect(client.steps == ["open \"CrashingScreen/Buggy buttons\"", "tap \"Count\"", "tap \"Count\""])
        #expect(client.position == 2)
    }

    @Test("restart() brings a fresh worker to the same step, the undone steps and the echo setting included")
    func restart() throws {
        let client = try makeClient()
        defer { client.close() }
        _ = client.replay([
            "open \"CrashingScreen/Buggy buttons\"", "tap \"Count\"", "tap \"Count\"", "undo", "set echo none",
        ])
        #expect(client.restart() == nil)
        #expect(client.restartCount == 1)
        #expect(client.send("tap \"Count\"").output == "")
        #expect(
            client.send("history").output
                == "  1  open \"CrashingScreen/Buggy buttons\"\n  2  tap \"Count\"\n* 3  tap \"Count\"")
        #expect(
            client.send("ax").output
                == "navigationBar \"Diagnostics\"\nstaticText \"Taps: 2\"\nbutton \"Count\"\nbutton \"Crash\"\nbutton \"Hang\""
        )
    }

    @Test("A crash is a failed reply with code crash; reset() starts over with no preview")
    func crashAndReset() throws {
        let client = try makeClient()
        defer { client.close() }
        _ = client.send("open \"CrashingScreen/Buggy buttons\"")
        let crash = client.send("tap \"Crash\"")
        #expect(crash.error?.code == "crash")
        #expect(crash.preview == "CrashingScreen/Buggy buttons")
        #expect(crash.step == 1)
        #expect(client.restartCount == 1)
        try client.reset()
        #expect(client.steps == [])
        #expect(client.send("tree").error?.code == "state")
        #expect(client.completions()?.targets == [])
    }
}
