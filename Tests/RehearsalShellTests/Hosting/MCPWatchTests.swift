import Foundation
import Testing

@testable import RehearsalShell

/// `swift package rehearse --watch mcp` through the built `rehearse`: a save while the agent is idle is
/// rebuilt and replayed at once, and each resource the agent subscribed to is notified. The recipe's
/// `swift` is a small script; `scripts/fixtures` (case `mcp-watch`) does the same with real builds.
@Suite struct MCPWatchTests {
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

    static func request(_ id: Int, _ method: String, _ params: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
    }

    @Test("A save while the agent is idle is reloaded at once and notified to the resources' subscribers")
    func idleSave() throws {
        let (folder, path, watched) = try recipe()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try PipedSession(["mcp"], environment: [HostRecipe.environmentKey: path])
        session.send(Self.request(1, "initialize", #"{"protocolVersion":"2025-11-25","capabilities":{}}"#))
        session.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        session.send(Self.request(2, "resources/subscribe", #"{"uri":"rehearse://session/reload"}"#))
        session.send(Self.request(3, "resources/subscribe", #"{"uri":"rehearse://session/tree"}"#))
        session.send(
            Self.request(4, "tools/call", #"{"name":"open_preview","arguments":{"name":"MetricCard/Trending up"}}"#))
        try session.waitForLines(4)
        try Data("struct B {}\n".utf8).write(to: watched.appendingPathComponent("B.swift"))
        try session.waitForLines(6)
        session.send(Self.request(5, "resources/read", #"{"uri":"rehearse://session/reload"}"#))
        session.send(Self.request(6, "resources/read", #"{"uri":"rehearse://session/elsewhere"}"#))
        session.send(Self.request(7, "resources/list", "{}"))
        let (transcript, status) = try session.finish()
        let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.contains(#""resources":{"subscribe":true,"listChanged":false}"#) == true)
        #expect(
            lines.dropFirst().filter { !$0.contains(#""id":4,"#) }.joined(separator: "\n") == #"""
                {"jsonrpc":"2.0","id":2,"result":{}}
                {"jsonrpc":"2.0","id":3,"result":{}}
                {"jsonrpc":"2.0","method":"notifications/resources/updated","params":{"uri":"rehearse://session/reload"}}
                {"jsonrpc":"2.0","method":"notifications/resources/updated","params":{"uri":"rehearse://session/tree"}}
                {"jsonrpc":"2.0","id":5,"result":{"contents":[{"uri":"rehearse://session/reload","mimeType":"text/plain","text":"rebuilt App; 1 step replayed in a new worker\nthe view tree is unchanged"}]}}
                {"jsonrpc":"2.0","id":6,"error":{"code":-32002,"message":"resource not found: rehearse://session/elsewhere; this server has rehearse://session/tree and rehearse://session/reload"}}
                {"jsonrpc":"2.0","id":7,"result":{"resources":[{"uri":"rehearse://session/tree","name":"tree","description":"The open preview's view tree, as `tree` prints it","mimeType":"text/plain"},{"uri":"rehearse://session/reload","name":"reload","description":"The last live reload's report: the tree's diff, or the build's first errors","mimeType":"text/plain"}]}}

                """#)
        #expect(status == 0)
    }
}
