import Foundation
import Rehearsal
import SamplePreviews
import Testing

/// Replays every recorded script in `scripts/scenarios` as a golden test, as CI does.
@MainActor @Suite(.serialized) struct ScenarioScriptTests {
    /// The scripts, found from this file's place in the package, sorted by name.
    nonisolated static let scripts: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let directory = root.appendingPathComponent("scripts/scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".scenario") }.sorted().map { directory.appendingPathComponent($0).path }
    }()

    @Test("There are recorded scripts to replay") func scriptsExist() {
        #expect(Self.scripts.count >= 20)
    }

    @Test("Each recorded script replays without a mismatch", arguments: scripts)
    func replays(_ path: String) {
        replayScenario(path, previews: .modules("SamplePreviews"))
    }
}

/// The Swift Testing helper itself: where it reports a mismatch.
@MainActor @Suite(.serialized) struct ReplayScenarioHelperTests {
    @Test("A mismatch is an issue at the script's file and line, with the diff in its comment")
    func issueAtScriptLine() throws {
        let directory = makeScenarioDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try writeScript(
            "open \"ShelfScreen/Loaded\"\nadvance 1s\nexpect path == NavigationStack(Shelf) path=[.book(1)]\n",
            named: "mismatch.scenario", in: directory)
        // The issue is the point of this test: it must be recorded, at line 3 of the script, and say why.
        withKnownIssue {
            replayScenario(path, previews: .modules("SamplePreviews"))
        } matching: { issue in
            issue.sourceLocation?.filePath == path && issue.sourceLocation?.line == 3
                && issue.comments.contains { $0.rawValue.contains("+NavigationStack(Shelf) path=[]") }
        }
    }
}
