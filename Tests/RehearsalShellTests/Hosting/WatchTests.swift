import Foundation
import Testing

@testable import RehearsalShell

/// `--watch` through the built `rehearse`: a save is acted on while the shell waits for input, at a
/// terminal, on a pipe and in JSON lines, printed as `reload` prints it. The recipe's `swift` is a small
/// script; `scripts/fixtures` does the same through `swift package rehearse --watch` with real builds.
@Suite struct WatchTests {
    /// A folder with a watching recipe whose `swift build` succeeds, and the folder it watches.
    func recipe() throws -> (folder: URL, path: String, watched: URL) {
        let folder = try RehearseBinary.temporaryFolder()
        let swift = folder.appendingPathComponent("swift")
        try ExecutableScript.write("#!/bin/sh\necho 'Build complete!'\n", to: swift)
        let watched = folder.appendingPathComponent("watched", isDirectory: true)
        try FileManager.default.createDirectory(at: watched, withIntermediateDirectories: true)
        try Data("struct A {}\n".utf8).write(to: watched.appendingPathComponent("A.swift"))
        let recipe = HostRecipe(
            swift: swift.path, hostDirectory: folder.path + "/host", userDirectory: "/work/App", packageName: "App",
            product: "RehearseHost", mirrored: ["Sources"], watched: [watched.path], inputs: [], watch: true)
        let path = folder.appendingPathComponent("recipe.json").path
        try recipe.write(path: path)
        return (folder, path, watched)
    }

    @Test("Piped: a save while the shell waits for the next line is reloaded and reported at once")
    func piped() throws {
        let (folder, path, watched) = try recipe()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try PipedSession(environment: [HostRecipe.environmentKey: path])
        session.send("set echo none")
        session.send(#"open "ShelfScreen/Loaded""#)
        session.send("advance 1s")
        try session.waitFor("virtual time 1s\n")
        try Data("struct B {}\n".utf8).write(to: watched.appendingPathComponent("B.swift"))
        try session.waitFor("rebuilt App; 2 steps replayed in a new worker\nthe view tree is unchanged\n")
        session.send("history")
        let (transcript, status) = try session.finish()
        #expect(
            transcript == """
                virtual time 1s
                rebuilt App; 2 steps replayed in a new worker
                the view tree is unchanged
                  1  open "ShelfScreen/Loaded"
                * 2  advance 1s

                """)
        #expect(status == 0)
    }

    @Test("JSON lines: the reload is a reply of its own, between the replies to requests")
    func jsonLines() throws {
        let (folder, path, watched) = try recipe()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try PipedSession(["--jsonl"], environment: [HostRecipe.environmentKey: path])
        session.send(#"{"command": "open \"ShelfScreen/Loaded\""}"#)
        try session.waitFor(#""preview":"ShelfScreen/Loaded","step":1}"# + "\n")
        try FileManager.default.removeItem(at: watched.appendingPathComponent("A.swift"))
        try session.waitFor(
            #""step":1}"# + "\n"
                + #"{"ok":true,"output":"rebuilt App; 1 step replayed in a new worker\nthe view tree is unchanged","preview":"ShelfScreen/Loaded","step":1}"#
                + "\n")
        session.send(#"{"command": "history"}"#)
        let (transcript, status) = try session.finish()
        let lines = transcript.split(separator: "\n").dropFirst().joined(separator: "\n")
        #expect(
            lines == #"""
                {"ok":true,"output":"rebuilt App; 1 step replayed in a new worker\nthe view tree is unchanged","preview":"ShelfScreen/Loaded","step":1}
                {"ok":true,"output":"* 1  open \"ShelfScreen/Loaded\"","preview":"ShelfScreen/Loaded","step":1}
                """#)
        #expect(status == 0)
    }

    @Test(
        "At a terminal: the reload is printed above the line being typed, which is drawn again",
        .enabled(if: PseudoTerminal.isAvailable))
    func terminal() async throws {
        let (folder, path, watched) = try recipe()
        defer { try? FileManager.default.removeItem(at: folder) }
        let terminal = try PseudoTerminal(
            executable: RehearseBinary.path,
            environment: [
                HostRecipe.environmentKey: path, "XDG_STATE_HOME": folder.path, "NO_COLOR": "1",
            ])
        defer { terminal.close() }
        try await terminal.waitFor("rehearse> ")
        try terminal.type("set echo none")
        try terminal.press("Enter")
        try await terminal.waitFor("rehearse> ", occurrences: 2)
        try terminal.type(#"open "MetricCard/Trending up""#)
        try terminal.press("Enter")
        try await terminal.waitFor("rehearse MetricCard/Trending up> ")
        try terminal.type("advance 2s")
        try terminal.press("Enter")
        try await terminal.waitFor("virtual time 2s\nrehearse MetricCard/Trending up> ")
        try terminal.type("hist")
        try await terminal.waitFor("up> hist")
        try Data("struct A { var b = 1 }\n".utf8).write(to: watched.appendingPathComponent("A.swift"))
        try await terminal.waitFor(
            "the view tree is unchanged\nrehearse MetricCard/Trending up> hist", timeout: .seconds(30))
        try terminal.type("ory")
        try terminal.press("Enter")
        let screen = try await terminal.waitFor("* 2  advance 2s\nrehearse MetricCard/Trending up> ")
        try terminal.press("C-d")
        #expect(try await terminal.waitForExit() == 0)
        #expect(
            screen == """
                Rehearsal 0.1.0. Type `help` for the commands; Tab completes, Ctrl-D quits.
                rehearse> set echo none
                rehearse> open "MetricCard/Trending up"
                rehearse MetricCard/Trending up> advance 2s
                virtual time 2s
                rebuilt App; 2 steps replayed in a new worker
                the view tree is unchanged
                rehearse MetricCard/Trending up> history
                  1  open "MetricCard/Trending up"
                * 2  advance 2s
                rehearse MetricCard/Trending up>
                """)
    }
}
