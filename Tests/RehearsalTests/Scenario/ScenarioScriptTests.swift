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
