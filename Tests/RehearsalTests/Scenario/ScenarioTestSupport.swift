import Foundation
import VirtualTime

@testable import Rehearsal

/// A fresh directory under the system's temporary directory for one test's scripts; the test removes it
/// (`defer`).
func makeScenarioDirectory() -> String {
    let path = NSTemporaryDirectory() + "scenario-tests-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Runs `body` with a runner on the sample previews, inside virtual time.
@MainActor func withScenarioRunner<T>(_ body: (ScenarioRunner, VirtualScheduler) throws -> T) rethrows -> T {
    try withVirtualTime { scheduler in
        let host = SessionScenarioHost(
            catalog: PreviewCatalog.discover(in: .modules("SamplePreviews")), scheduler: scheduler)
        return try body(ScenarioRunner(host: host), scheduler)
    }
}

/// Writes `text` to `name` in `directory` and returns the path.
func writeScript(_ text: String, named name: String, in directory: String) throws -> String {
    let path = directory + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}
