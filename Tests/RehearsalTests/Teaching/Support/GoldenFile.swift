import Foundation
import Testing

/// Compares a long output with its golden file in `Tests/Goldens/Lessons/`, whole.
///
/// With `REHEARSAL_RECORD_GOLDENS=1` in the environment the file is (re)written and the test fails, so a
/// recording never passes by itself; CI never sets it.
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    // Outside every target's folder, so the package does not take them for sources or resources.
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens/Lessons")
        .appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["REHEARSAL_RECORD_GOLDENS"] == "1" {
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data((actual + "\n").utf8).write(to: url, options: .atomic)
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
    let expected = String(decoding: data, as: UTF8.self)
    #expect(actual + "\n" == expected, sourceLocation: sourceLocation)
}
