import Foundation
import Testing

@testable import RehearsalShell

@Suite struct HostBuildTests {
    let recipe = HostRecipe(
        swift: "/usr/bin/swift", hostDirectory: "/work/App/.build/plugins/RehearsePlugin/outputs/host",
        userDirectory: "/work/App", packageName: "App", product: "RehearseHost", mirrored: ["Sources", "Tests"],
        watched: ["/work/App/Sources/Screens"], inputs: [], watch: false)

    @Test("Build output names the user's files, not the host's links to them")
    func userPaths() {
        #expect(
            recipe.userPath(
                in: "/work/App/.build/plugins/RehearsePlugin/outputs/host/Sources/Screens/A.swift:4:9: error: x")
                == "/work/App/Sources/Screens/A.swift:4:9: error: x")
        #expect(
            recipe.userPath(in: "/work/App/.build/plugins/RehearsePlugin/outputs/host/.build/debug/x.o")
                == "/work/App/.build/plugins/RehearsePlugin/outputs/host/.build/debug/x.o")
        #expect(recipe.userPath(in: "[3/9] Compiling Screens A.swift") == "[3/9] Compiling Screens A.swift")
    }

    @Test("A failure shows the first three errors with their quoted source and notes, once each")
    func firstErrors() {
        let log = [
            "Building for debugging...",
            "[1/4] Compiling Screens A.swift",
            "/work/App/Sources/Screens/A.swift:1:18: error: cannot convert value of type 'String' to 'Int'",
            "1 | let total: Int = \"three\"",
            "  |                  `- error: cannot convert value of type 'String' to 'Int'",
            "/work/App/Sources/Screens/A.swift:1:18: error: cannot convert value of type 'String' to 'Int'",
            "1 | let total: Int = \"three\"",
            "  |                  `- error: cannot convert value of type 'String' to 'Int'",
            "/work/App/Sources/Screens/B.swift:2:1: warning: unused",
            "/work/App/Sources/Screens/B.swift:3:1: error: missing return",
            "/work/App/Sources/Screens/B.swift:1:1: note: declared here",
            "error: emit-module command failed with exit code 1 (use -v to see invocation)",
            "/work/App/Sources/Screens/C.swift:3:1: error: third",
            "/work/App/Sources/Screens/D.swift:3:1: error: fourth",
        ]
        #expect(
            HostBuild.firstErrors(in: log) == [
                """
                /work/App/Sources/Screens/A.swift:1:18: error: cannot convert value of type 'String' to 'Int'
                1 | let total: Int = "three"
                  |                  `- error: cannot convert value of type 'String' to 'Int'
                """,
                """
                /work/App/Sources/Screens/B.swift:3:1: error: missing return
                /work/App/Sources/Screens/B.swift:1:1: note: declared here
                """,
                "/work/App/Sources/Screens/C.swift:3:1: error: third",
            ])
    }

    @Test("Without an error line, a failure shows the end of the output")
    func noErrorLine() {
        #expect(
            HostBuild.firstErrors(in: ["Building for debugging...", "", "Killed"]) == [
                "Building for debugging...", "Killed",
            ])
    }

    @Test("The fingerprint changes when a file is edited, even to an older date, or added")
    func fingerprint() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try Data("let a = 1\n".utf8).write(to: file)
        let first = HostBuild.fingerprint(of: [folder.path])
        #expect(first.keys.sorted() == [folder.path, file.path].sorted())
        #expect(HostBuild.fingerprint(of: [folder.path]) == first)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -100)], ofItemAtPath: file.path)
        #expect(HostBuild.fingerprint(of: [folder.path]) != first)
        try Data().write(to: folder.appendingPathComponent("B.swift"))
        #expect(HostBuild.fingerprint(of: [folder.path]).count == 3)
    }
}
