import Foundation
import Testing

@testable import Rehearsal

@MainActor @Suite(.serialized) struct ScenarioRecorderTests {
    static let lines = [
        "open \"ShelfScreen/Request fails\"", "advance 1s", "ax", "tap \"Try again\"", "tap #tryAgainButton",
        "path", "tree --json", "history", "record other.scenario", "tasks", "advance   1s   # wait", "state",
    ]

    /// Records `lines` into `path` from a fresh session, as the shell would, and returns the summary.
    func record(into path: String) throws -> ScenarioRecorder.Summary? {
        try withScenarioRunner { _, scheduler in
            let session = Session(
                catalog: PreviewCatalog.discover(in: .modules("SamplePreviews")), scheduler: scheduler)
            defer { session.teardown() }
            let recorder = ScenarioRecorder()
            try recorder.start(url: URL(fileURLWithPath: path))
            for line in Self.lines {
                guard let command = try CommandParser.parse(line) else { continue }
                try recorder.record(commandLine: line, output: session.execute(command))
            }
            return recorder.stop()
        }
    }

    @Test("A recording replays, and replaying it rewrites nothing: the file stays byte for byte")
    func recordThenReplay() throws {
        let directory = makeScenarioDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/recorded.scenario"
        let summary = try record(into: path)
        #expect(summary?.commands == 7)
        #expect(summary?.expectations == 5)
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        let (replayed, updated) = withScenarioRunner { runner, _ in (runner.run(file: path), runner.update(file: path))
        }
        #expect(replayed.status == .passed)
        #expect(replayed.commands == 7)
        #expect(updated.status == .passed)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == recorded)
        let again = directory + "/again.scenario"
        _ = try record(into: again)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == recorded)
    }

    @Test("Printing commands become expectation blocks, failures expect their error, commands are canonical")
    func recordedText() throws {
        let directory = makeScenarioDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/recorded.scenario"
        _ = try record(into: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == Scenario.header)
        #expect(lines.contains("tap \"Try again\""))
        #expect(lines.contains { $0.hasPrefix("expect error \"expected an element matching \\\"Try again\\\"") })
        #expect(lines.contains("tree --json"))
        #expect(lines.contains("history"))
        #expect(!lines.contains { $0.hasPrefix("record") })
        #expect(lines.contains("advance 1s"))
        #expect(lines.filter { $0 == "end" }.count == 4)
        #expect(lines.contains("expect path"))
        #expect(text.hasSuffix("end\n"))
    }

    @Test("The file is complete after every command, and a recording can start from the session's history")
    func writtenAfterEachCommand() throws {
        let directory = makeScenarioDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/partial.scenario"
        let recorder = ScenarioRecorder()
        try recorder.start(
            url: URL(fileURLWithPath: path), history: [.open("ShelfScreen/Loaded"), .advance(.seconds(1))])
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == "\(Scenario.header)\nopen \"ShelfScreen/Loaded\"\nadvance 1s\n")
        try recorder.record(commandLine: "path", output: SessionOutput("NavigationStack(Shelf) path=[]"))
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == "\(Scenario.header)\nopen \"ShelfScreen/Loaded\"\nadvance 1s\nexpect path\n  NavigationStack(Shelf) path=[]\nend\n"
        )
        #expect(recorder.stop()?.description == "recorded 2 commands and 1 expectation to \(path)")
        #expect(!recorder.isRecording)
    }
}
