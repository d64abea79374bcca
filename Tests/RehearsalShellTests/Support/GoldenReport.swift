import Foundation
import Testing

/// Compares a long report of the built binary with its golden file in `Tests/Goldens/Matrix/` (or another
/// folder of `Tests/Goldens/`), whole.
///
/// With `REHEARSAL_RECORD_GOLDENS=1` in the environment the file is (re)written and the test fails, so a
/// recording never passes by itself; CI never sets it. (RehearsalTests has the same helper for lessons; the
/// test targets share no support target yet.)
func expectGoldenReport(
    _ actual: String, named name: String, in folder: String = "Matrix",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Goldens/\(folder)").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["REHEARSAL_RECORD_GOLDENS"] == "1" {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(actual.utf8).write(to: url, options: .atomic)
        Issue.record(
            "recorded \(name); run the test again without REHEARSAL_RECORD_GOLDENS", sourceLocation: sourceLocation)
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record(
            "no golden file \(name); record it with REHEARSAL_RECORD_GOLDENS=1 and review it",
            sourceLocation: sourceLocation)
        return
    }
    #expect(actual == String(decoding: data, as: UTF8.self), sourceLocation: sourceLocation)
}
