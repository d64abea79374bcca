import Foundation
import Testing

@testable import RehearsalShell

/// A source file saved while the host's `swift build` runs stops that build (`input file '...' was modified
/// during the build`): the build runs once more, and `reload` (as the plugin does) says why. Through the built
/// `rehearse`, with a recipe whose `swift` is a small script that fails so on its first run, or on every run.
@Suite struct ModifiedDuringBuildTests {
    /// A folder with a recipe whose `swift build` says that a file changed during the build, the first time
    /// only (`once`) or every time; each run is counted in `FOLDER/runs`.
    func recipe(once: Bool) throws -> (folder: URL, path: String) {
        let folder = try RehearseBinary.temporaryFolder()
        let swift = folder.appendingPathComponent("swift")
        let changed = "error: input file '\(folder.path)/host/Sources/Screens/A.swift' was modified during the build"
        let script = """
            #!/bin/sh
            echo run >> '\(folder.path)/runs'
            if \(once ? "[ \"$(wc -l < '\(folder.path)/runs')\" -eq 1 ]" : "true"); then
                echo '[3/9] Compiling Screens A.swift'
                echo "\(changed)"
                exit 1
            fi
            echo 'Build complete!'

            """
        try ExecutableScript.write(script, to: swift)
        let recipe = HostRecipe(
            swift: swift.path, hostDirectory: folder.path + "/host", userDirectory: "/work/App", packageName: "App",
            product: "RehearseHost", mirrored: ["Sources"], watched: [folder.path + "/watched"], inputs: [],
            watch: false)
        let path = folder.appendingPathComponent("recipe.json").path
        try recipe.write(path: path)
        return (folder, path)
    }

    @Test("A file saved during the build: built once more, and reload says why")
    func builtAgain() throws {
        let (folder, path) = try recipe(once: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RehearseBinary.run(
            input: "set echo none\nopen \"ShelfScreen/Loaded\"\nreload\nhistory\n",
            environment: [HostRecipe.environmentKey: path])
        #expect(
            run.output == """
                note: /work/App/Sources/Screens/A.swift changed while the previews were being built, so they were built again
                rebuilt App; 1 step replayed in a new worker
                the view tree is unchanged
                * 1  open "ShelfScreen/Loaded"

                """)
        #expect(run.status == 0)
        let runs = try String(contentsOf: folder.appendingPathComponent("runs"), encoding: .utf8)
        #expect(runs == "run\nrun\n")
    }

    @Test("A file saved during both builds: the error, and what to do; no third build")
    func changedTwice() throws {
        let (folder, path) = try recipe(once: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RehearseBinary.run(
            input: "set echo none\nopen \"ShelfScreen/Loaded\"\nreload\n",
            environment: [HostRecipe.environmentKey: path])
        #expect(
            run.output == """
                error: the rebuild of App failed, so the previous build keeps running. The first errors:
                error: input file '/work/App/Sources/Screens/A.swift' was modified during the build
                  files changed during both builds: once your edits are saved, `reload` again

                """)
        #expect(run.status == 1)
        let runs = try String(contentsOf: folder.appendingPathComponent("runs"), encoding: .utf8)
        #expect(runs == "run\nrun\n")
    }

    @Test("The changed files are read from the build's output, once each")
    func modifiedFiles() {
        let log = [
            "[3/9] Compiling Screens A.swift",
            "error: input file '/work/App/Sources/Screens/A.swift' was modified during the build",
            "error: input file '/work/App/Sources/Screens/B.swift' was modified during the build",
            "error: input file '/work/App/Sources/Screens/A.swift' was modified during the build",
            "/work/App/Sources/Screens/C.swift:1:1: error: input file 'x' is missing",
        ]
        #expect(
            HostBuild.modifiedFiles(in: log) == [
                "/work/App/Sources/Screens/A.swift", "/work/App/Sources/Screens/B.swift",
            ])
        #expect(HostBuild.modifiedFiles(in: ["Build complete!"]).isEmpty)
    }
}
