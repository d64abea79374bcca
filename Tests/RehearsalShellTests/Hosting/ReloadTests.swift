import Foundation
import Testing

@testable import RehearsalShell

/// `reload` through the built `rehearse`, with a recipe whose `swift` is a small script: the plugin's real
/// builds are replayed by `scripts/fixtures`, which edits a fixture's preview and sees the new tree.
@Suite struct ReloadTests {
    /// A folder with a recipe whose `swift build` prints `output` and exits with `status`.
    func recipe(output: String, status: Int32) throws -> (folder: URL, path: String) {
        let folder = try RehearseBinary.temporaryFolder()
        let swift = folder.appendingPathComponent("swift")
        try ExecutableScript.write("#!/bin/sh\nprintf '%s\\n' '\(output)'\nexit \(status)\n", to: swift)
        let recipe = HostRecipe(
            swift: swift.path, hostDirectory: folder.path + "/host", userDirectory: "/work/App", packageName: "App",
            product: "RehearseHost", mirrored: ["Sources"], watched: [folder.path + "/watched"], inputs: [],
            watch: false)
        let path = folder.appendingPathComponent("recipe.json").path
        try recipe.write(path: path)
        return (folder, path)
    }

    @Test("Outside a host, reload says what it needs")
    func notHosted() throws {
        let run = try RehearseBinary.run(input: "reload\n")
        #expect(
            run.output == """
                error: reload rebuilds a package's previews, but this shell was not started by `swift package rehearse`
                  run `swift package rehearse` (add --watch to reload on every save) in a package that uses Rehearsal

                """)
        #expect(run.status == 1)
    }

    @Test("A successful rebuild replays the steps into a new worker and keeps the state and history")
    func rebuilds() throws {
        let (folder, path) = try recipe(output: "Build complete!", status: 0)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RehearseBinary.run(
            input: "set echo none\nopen \"ShelfScreen/Loaded\"\nadvance 1s\nreload\nhistory\n",
            environment: [HostRecipe.environmentKey: path])
        #expect(
            run.output == """
                virtual time 1s
                rebuilt App; 2 steps replayed in a new worker
                the view tree is unchanged
                  1  open "ShelfScreen/Loaded"
                * 2  advance 1s

                """)
        #expect(run.status == 0)
    }

    @Test("A failed rebuild shows the first errors at the user's paths and keeps the old worker")
    func failedBuild() throws {
        let (folder, path) = try recipe(
            output: "FOLDER/host/Sources/Screens/A.swift:3:1: error: missing return", status: 1)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try String(contentsOf: folder.appendingPathComponent("swift"), encoding: .utf8)
        try ExecutableScript.write(
            script.replacingOccurrences(of: "FOLDER", with: folder.path), to: folder.appendingPathComponent("swift"))
        let run = try RehearseBinary.run(
            input: "set echo none\nopen \"ShelfScreen/Loaded\"\nreload\nhistory\n",
            environment: [HostRecipe.environmentKey: path])
        #expect(
            run.output == """
                error: the rebuild of App failed, so the previous build keeps running. The first errors:
                /work/App/Sources/Screens/A.swift:3:1: error: missing return
                  fix the errors, then `reload` again (with --watch, just save)
                * 1  open "ShelfScreen/Loaded"

                """)
        #expect(run.status == 1)
    }
}
