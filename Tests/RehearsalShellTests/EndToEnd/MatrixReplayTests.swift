import Foundation
import Testing

/// `rehearse replay --matrix` and the shell's `matrix` through the built binary: every script under every
/// combination, each from a fresh session, only what differs printed; one JUnit test case per variant.
@Suite struct MatrixReplayTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The matrix: 8 variants.
    static let matrix = [
        "--matrix", "colorScheme=light,dark", "dynamicTypeSize=large,accessibility3",
        "horizontalSizeClass=compact,regular",
    ]

    /// A folder holding copies of the sample scripts, under `scripts/scenarios/` as in the package.
    static func folder(with scripts: [String]) throws -> URL {
        let folder = try RehearseBinary.temporaryFolder()
        let scenarios = folder.appendingPathComponent("scripts/scenarios", isDirectory: true)
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        for script in scripts {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent("scripts/scenarios/\(script)"),
                to: scenarios.appendingPathComponent(script))
        }
        return folder
    }

    static let samples = [
        "dashboard-variants.scenario", "progress-banner-variants.scenario", "shelf-push-pop.scenario",
    ]

    @Test(
        "Three sample scripts under 8 variants: the differences per step, the variants that fail, the same with --jobs 2"
    )
    func samplesUnderTheMatrix() throws {
        let folder = try Self.folder(with: Self.samples)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scripts = Self.samples.map { "scripts/scenarios/\($0)" }
        let run = try RehearseBinary.run(["replay"] + Self.matrix + scripts, directory: folder)
        expectGoldenReport(run.output, named: "samples.txt")
        #expect(run.errors == "")
        #expect(run.status == 1)
        let parallel = try RehearseBinary.run(["replay", "--jobs", "2"] + Self.matrix + scripts, directory: folder)
        #expect(parallel == run)
        // Alone, each script passes: the failures come from the variants.
        #expect(
            try RehearseBinary.run(["replay"] + scripts, directory: folder)
                == .init(
                    output: """
                        PASS scripts/scenarios/dashboard-variants.scenario (4 commands)
                        PASS scripts/scenarios/progress-banner-variants.scenario (3 commands)
                        PASS scripts/scenarios/shelf-push-pop.scenario (6 commands)
                        3 passed, 0 failed

                        """, errors: "", status: 0))
    }
}
