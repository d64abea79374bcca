import Foundation
import RehearsalUI
import Testing

@testable import RehearsalShell

/// `rehearse mcp` as a dual-era server, through the built binary: a client of the stateless 2026-07-28
/// revision (`server/discover`, the revision and capabilities in every request's `_meta`) and clients of
/// 2025-11-25 and 2025-06-18 (the `initialize` handshake), each session compared message by message.
@Suite struct MCPRevisionTests {
    /// The `_meta` of a 2026-07-28 request.
    static let meta =
        #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"transcript","version":"1"}}"#

    /// A 2026-07-28 request: `params` (JSON members, without braces) and the `_meta`.
    static func modern(_ id: Int, _ method: String, _ params: String = "") -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{\#(params.isEmpty ? "" : params + ",")\#(meta)}}"#
    }

    /// What the server wrote, one message a line, with every `tools/list` reply's tools shortened to their names
    /// (`MCPTranscriptTests` compares them whole).
    static func shortened(_ output: String) throws -> String {
        try output.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.contains(#""tools":["#), case .object(var message) = try MCPJSONReader.parse(String(line)),
                let resultIndex = message.firstIndex(where: { $0.0 == "result" }),
                case .object(var result) = message[resultIndex].1,
                let toolsIndex = result.firstIndex(where: { $0.0 == "tools" }),
                case .array(let tools) = result[toolsIndex].1
            else { return String(line) }
            result[toolsIndex].1 = .array(
                tools.map { tool in
                    guard case .object(let fields) = tool, let name = fields.first(where: { $0.0 == "name" })?.1
                    else { return tool }
                    return name
                })
            message[resultIndex].1 = .object(result)
            return JSONValue.object(message).serialized()
        }.joined(separator: "\n")
    }

    @Test("A 2026-07-28 client: server/discover, stateless calls, typed export and matrix tools, version errors")
    func statelessClient() throws {
        let requests = [
            Self.modern(1, "server/discover"),
            Self.modern(2, "tools/list"),
            Self.modern(3, "tools/call", #""name":"open_preview","arguments":{"name":"CrashingScreen/Buggy buttons"}"#),
            Self.modern(4, "tools/call", #""name":"tap","arguments":{"target":"Count"}"#),
            Self.modern(5, "tools/call", #""name":"read_accessibility""#),
            Self.modern(6, "tools/call", #""name":"export_test""#),
            Self.modern(7, "tools/call", #""name":"run_matrix","arguments":{"axes":{"colorScheme":["light","dark"]}}"#),
            Self.modern(8, "tools/call", #""name":"run_matrix","arguments":{"axes":{"colourScheme":["dark"]}}"#),
            Self.modern(9, "tools/call", #""name":"run_matrix","arguments":{"axes":{"colorScheme":"dark"}}"#),
            Self.modern(10, "ping"),
            Self.modern(11, "initialize", #""protocolVersion":"2026-07-28""#),
            Self.modern(12, "tools/lists"),
            Self.modern(13, "tools/list").replacingOccurrences(of: "2026-07-28", with: "2027-03-30"),
            Self.modern(14, "tools/list").replacingOccurrences(of: "2026-07-28", with: "2025-11-25"),
            #"{"jsonrpc":"2.0","id":15,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#,
            #"{"jsonrpc":"2.0","id":16,"method":"server/discover"}"#,
            #"{"jsonrpc":"2.0","id":17,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":20260728}}}"#,
            #"{"jsonrpc":"2.0","id":18,"method":"tools/list","params":{"_meta":[]}}"#,
        ]
        let run = try RehearseBinary.run(["mcp"], input: requests.joined(separator: "\n") + "\n")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(try Self.shortened(run.output) == Self.statelessExpected)
    }

    static let statelessExpected = """
        {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","supportedVersions":["2026-07-28"],"capabilities":{"tools":{"listChanged":false}},"serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"},"instructions":"Rehearsal runs SwiftUI previews headless, as text. Call list_previews, then open_preview; act with tap, type_text, select, toggle, back, advance or run_command (any shell verb); read with read_accessibility (the targets), read_tree, read_state, read_diff and explain.","ttlMs":3600000,"cacheScope":"public","_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}
        {"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","tools":["list_previews","list_stubs","open_preview","apply_stub","run_command","tap","type_text","select","toggle","back","advance","read_tree","read_accessibility","read_path","read_state","read_diff","read_history","explain","undo","goto","export_test","run_matrix"],"ttlMs":3600000,"cacheScope":"public","_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}
        {"jsonrpc":"2.0","id":3,"result":{"resultType":"complete","content":[{"type":"text","text":"NavigationStack\\n  CrashingScreen  @State taps=0 selectedTitle=nil\\n    VStack  .navigationTitle(\\"Diagnostics\\")\\n      Text \\"Taps: 0\\"\\n      Button \\"Count\\"\\n      Button \\"Crash\\"\\n      Button \\"Hang\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":1},"isError":false,"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}
        {"jsonrpc":"2.0","id":4,"result":{"resultType":"complete","content":[{"type":"text","text":"@State taps of CrashingScreen: 0 → 1\\n@@ -1,5 +1,5 @@\\n NavigationStack\\n-  CrashingScreen  @State taps=0 selectedTitle=nil\\n+  CrashingScreen  @State taps=1 selectedTitle=nil\\n     VStack  .navigationTitle(\\"Diagnostics\\")\\n-      Text \\"Taps: 0\\"\\n+      Text \\"Taps: 1\\"\\n       Button \\"Count\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2},"isError":false,"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}
        {"jsonrpc":"2.0","id":5,"result":{"resultType":"complete","content":[{"type":"text","text":"navigationBar \\"Diagnostics\\"\\nstaticText \\"Taps: 1\\"\\nbutton \\"Count\\"\\nbutton \\"Crash\\"\\nbutton \\"Hang\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2,"data":[{"role":"navigationBar","label":"Diagnostics"},{"role":"staticText","label":"Taps: 1"},{"role":"button","label":"Count"},{"role":"button","label":"Crash"},{"role":"button","label":"Hang"}]},"isError":false,"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}
        {"jsonrpc":"2.0","id":6,"result":{"resultType":"complete","content":[{"type":"text","text":"// Exported by `rehearse` (export FILE.swift) from a session on CrashingScreen/Buggy buttons.\\n// 2 steps, 3 checks. Run it with `swift test --filter CrashingScreenTests`; it fails when the screen changes.\\n// Its test target depends on the RehearsalTesting product and on SamplePreviews.\\nimport RehearsalTesting\\nimport SamplePreviews\\nimport Testing\\n\\n/// The session on CrashingScreen/Buggy buttons, replayed: each step, then what the shell printed after it.\\n@MainActor @Suite struct CrashingScreenTests {\\n    @Test(\\"CrashingScreen/Buggy buttons, as rehearsed\\") func rehearsed() throws {\\n        try withPreview(\\"CrashingScreen/Buggy buttons\\", in: .modules(\\"SamplePreviews\\")) { screen in\\n            screen.expect(\\n                .echo,\\n                \\"\\"\\"\\n                NavigationStack\\n                  CrashingScreen  @State taps=0 selectedTitle=nil\\n                    VStack  .navigationTitle(\\"Diagnostics\\")\\n                      Text \\"Taps: 0\\"\\n                      Button \\"Count\\"\\n                      Button \\"Crash\\"\\n                      Button \\"Hang\\"\\n                \\"\\"\\")\\n            try screen.tap(\\"Count\\")\\n            screen.expect(\\n                .echo,\\n                \\"\\"\\"\\n                @State taps of CrashingScreen: 0 → 1\\n                @@ -1,5 +1,5 @@\\n                 NavigationStack\\n                -  CrashingScreen  @State taps=0 selectedTitle=nil\\n                +  CrashingScreen  @State taps=1 selectedTitle=nil\\n                     VStack  .navigationTitle(\\"Diagnostics\\")\\n                -      Text \\"Taps: 0\\"\\n                +      Text \\"Taps: 1\\"\\n                       Button \\"Count\\"\\n                \\"\\"\\")\\n            screen.expect(\\n                .ax,\\n                \\"\\"\\"\\n                navigationBar \\"Diagnostics\\"\\n                staticText \\"Taps: 1\\"\\n                button \\"Count\\"\\n                button \\"Crash\\"\\n                button \\"Hang\\"\\n                \\"\\"\\")\\n        }\\n    }\\n}\\n"}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2,"data":{"file":null,"suite":"CrashingScreenTests","steps":2,"checks":3,"written":false,"replaced":false}},"isError":false,"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}
        {"jsonrpc":"2.0","id":7,"result":{"resultType":"complete","content":[{"type":"text","text":"matrix: 2 variants of colorScheme=light,dark\\n\\nsession\\n  steps 1-2 (2 steps): the 2 variants agree\\n  PASS under both variants (2 commands each)\\n2 passed, 0 failed"}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2,"data":{"passed":2,"failed":0,"variants":["colorScheme=light","colorScheme=dark"],"results":[{"file":"session","variant":"colorScheme=light","status":"passed","commands":2,"failure":null},{"file":"session","variant":"colorScheme=dark","status":"passed","commands":2,"failure":null}],"differences":[]}},"isError":false,"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}
        {"jsonrpc":"2.0","id":8,"result":{"resultType":"complete","content":[{"type":"text","text":"error: no axis named \\"colourScheme\\"; the axes are colorScheme, dynamicTypeSize, horizontalSizeClass, verticalSizeClass, device; did you mean colorScheme?\\n  give each axis once with values from the tool's inputSchema, like {\\"colorScheme\\": [\\"light\\", \\"dark\\"]}"}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2,"error":{"code":"arguments","message":"no axis named \\"colourScheme\\"; the axes are colorScheme, dynamicTypeSize, horizontalSizeClass, verticalSizeClass, device; did you mean colorScheme?","hint":"give each axis once with values from the tool's inputSchema, like {\\"colorScheme\\": [\\"light\\", \\"dark\\"]}"}},"isError":true,"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}
        {"jsonrpc":"2.0","id":9,"result":{"resultType":"complete","content":[{"type":"text","text":"error: expected \\"axes\\".\\"colorScheme\\" of run_matrix to be a non-empty array of strings, found \\"dark\\"\\n  see the tool's inputSchema in tools/list"}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2,"error":{"code":"arguments","message":"expected \\"axes\\".\\"colorScheme\\" of run_matrix to be a non-empty array of strings, found \\"dark\\"","hint":"see the tool's inputSchema in tools/list"}},"isError":true,"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}
        {"jsonrpc":"2.0","id":10,"error":{"code":-32601,"message":"method not found: ping (2026-07-28 removed it: server/discover answers as cheaply); in 2026-07-28 this server offers server/discover, tools/list, tools/call"}}
        {"jsonrpc":"2.0","id":11,"error":{"code":-32601,"message":"method not found: initialize (2026-07-28 has no handshake: every request carries its revision and capabilities in _meta); in 2026-07-28 this server offers server/discover, tools/list, tools/call"}}
        {"jsonrpc":"2.0","id":12,"error":{"code":-32601,"message":"method not found: tools/lists; did you mean \\"tools/list\\"?; in 2026-07-28 this server offers server/discover, tools/list, tools/call"}}
        {"jsonrpc":"2.0","id":13,"error":{"code":-32022,"message":"unsupported protocol version \\"2027-03-30\\": this server speaks 2026-07-28 in each request's _meta, and 2025-11-25, 2025-06-18, 2025-03-26 through initialize","data":{"supported":["2026-07-28"],"requested":"2027-03-30"}}}
        {"jsonrpc":"2.0","id":14,"error":{"code":-32022,"message":"unsupported protocol version \\"2025-11-25\\": this server speaks 2026-07-28 in each request's _meta, and 2025-11-25, 2025-06-18, 2025-03-26 through initialize; 2025-11-25 is spoken after an initialize request, without io.modelcontextprotocol/protocolVersion in _meta","data":{"supported":["2026-07-28"],"requested":"2025-11-25"}}}
        {"jsonrpc":"2.0","id":15,"error":{"code":-32602,"message":"invalid params: a 2026-07-28 request needs \\"_meta\\".\\"io.modelcontextprotocol/clientCapabilities\\" as an object ({} for no capabilities), but it is missing"}}
        {"jsonrpc":"2.0","id":16,"error":{"code":-32602,"message":"invalid params: server/discover needs \\"_meta\\" with \\"io.modelcontextprotocol/protocolVersion\\" (like \\"2026-07-28\\") and \\"io.modelcontextprotocol/clientCapabilities\\" ({} for none); a client of an earlier revision starts with initialize instead"}}
        {"jsonrpc":"2.0","id":17,"error":{"code":-32602,"message":"invalid params: expected \\"_meta\\".\\"io.modelcontextprotocol/protocolVersion\\" as a string like \\"2026-07-28\\", found 20260728"}}
        {"jsonrpc":"2.0","id":18,"error":{"code":-32602,"message":"invalid params: expected \\"_meta\\" as an object, found []"}}

        """

    @Test("Clients of 2025-06-18 and 2025-11-25 get their revision from initialize, then the session as before")
    func handshakeClients() throws {
        let requests = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"old","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"open_preview","arguments":{"name":"CrashingScreen/Buggy buttons"}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"protocolVersion":"2026-07-28","capabilities":{},"clientInfo":{"name":"confused","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"current","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"ping"}"#,
            Self.modern(6, "tools/call", #""name":"read_history""#),
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"read_history"}}"#,
        ]
        let run = try RehearseBinary.run(["mcp"], input: requests.joined(separator: "\n") + "\n")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.output == Self.handshakeExpected)
    }

    static let handshakeExpected = """
        {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{"listChanged":false}},"serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"},"instructions":"Rehearsal runs SwiftUI previews headless, as text. Call list_previews, then open_preview; act with tap, type_text, select, toggle, back, advance or run_command (any shell verb); read with read_accessibility (the targets), read_tree, read_state, read_diff and explain."}}
        {"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"NavigationStack\\n  CrashingScreen  @State taps=0 selectedTitle=nil\\n    VStack  .navigationTitle(\\"Diagnostics\\")\\n      Text \\"Taps: 0\\"\\n      Button \\"Count\\"\\n      Button \\"Crash\\"\\n      Button \\"Hang\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":1},"isError":false}}
        {"jsonrpc":"2.0","id":3,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{"listChanged":false}},"serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"},"instructions":"Rehearsal runs SwiftUI previews headless, as text. Call list_previews, then open_preview; act with tap, type_text, select, toggle, back, advance or run_command (any shell verb); read with read_accessibility (the targets), read_tree, read_state, read_diff and explain."}}
        {"jsonrpc":"2.0","id":4,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{"listChanged":false}},"serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"},"instructions":"Rehearsal runs SwiftUI previews headless, as text. Call list_previews, then open_preview; act with tap, type_text, select, toggle, back, advance or run_command (any shell verb); read with read_accessibility (the targets), read_tree, read_state, read_diff and explain."}}
        {"jsonrpc":"2.0","id":5,"result":{}}
        {"jsonrpc":"2.0","id":6,"result":{"resultType":"complete","content":[{"type":"text","text":"* 1  open \\"CrashingScreen/Buggy buttons\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":1,"data":[{"step":1,"command":"open \\"CrashingScreen/Buggy buttons\\"","current":true}]},"isError":false,"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}
        {"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"* 1  open \\"CrashingScreen/Buggy buttons\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":1,"data":[{"step":1,"command":"open \\"CrashingScreen/Buggy buttons\\"","current":true}]},"isError":false}}

        """

    @Test("export_test writes the file it returns; it keeps export's file safety")
    func exportToolWritesAFile() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// mine\n".write(to: folder.appendingPathComponent("Mine.swift"), atomically: true, encoding: .utf8)
        let requests = [
            Self.modern(1, "tools/call", #""name":"open_preview","arguments":{"name":"CrashingScreen/Buggy buttons"}"#),
            Self.modern(2, "tools/call", #""name":"tap","arguments":{"target":"Count"}"#),
            Self.modern(3, "tools/call", #""name":"export_test","arguments":{"file":"CounterTests.swift"}"#),
            Self.modern(4, "tools/call", #""name":"export_test","arguments":{"file":"Mine.swift"}"#),
            Self.modern(5, "tools/call", #""name":"export_test","arguments":{"file":"Notes.txt","force":"yes"}"#),
            Self.modern(6, "tools/call", #""name":"export_test","arguments":{"file":"Notes.txt"}"#),
        ]
        let run = try RehearseBinary.run(["mcp"], input: requests.joined(separator: "\n") + "\n", directory: folder)
        #expect(run.errors == "")
        let lines = run.output.split(separator: "\n").map(String.init)
        try #require(lines.count == 6)
        let written = try String(contentsOf: folder.appendingPathComponent("CounterTests.swift"), encoding: .utf8)
        #expect(written.hasPrefix("// Exported by `rehearse`"))
        #expect(written.contains("try screen.tap(\"Count\")"))
        #expect(
            try MCPJSONReader.parse(lines[2])
                == MCPJSONReader.parse(
                    #"{"jsonrpc":"2.0","id":3,"result":{"resultType":"complete","content":[{"type":"text","text":"#
                        + JSONValue.string(
                            "exported CounterTests.swift: CounterTests.rehearsed() with 2 steps and 2 checks\n"
                                + "run it with `swift test --filter CounterTests` in a test target that depends on "
                                + "RehearsalTesting\n\n" + written
                        ).serialized()
                        + #"}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2,"data":{"file":"CounterTests.swift","suite":"CounterTests","steps":2,"checks":2,"written":true,"replaced":false}},"isError":false,"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}"#
                ))
        #expect(
            lines[3...].joined(separator: "\n") == #"""
                {"jsonrpc":"2.0","id":4,"result":{"resultType":"complete","content":[{"type":"text","text":"error: Mine.swift already exists and `export` did not write it, so it is not replaced\n  `export --force Mine.swift` replaces it (keeping its mode and line endings), or choose another name"}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2,"error":{"code":"state","message":"Mine.swift already exists and `export` did not write it, so it is not replaced","hint":"`export --force Mine.swift` replaces it (keeping its mode and line endings), or choose another name"}},"isError":true,"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}
                {"jsonrpc":"2.0","id":5,"result":{"resultType":"complete","content":[{"type":"text","text":"error: expected \"force\" of export_test to be true or false, found \"yes\"\n  see the tool's inputSchema in tools/list"}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2,"error":{"code":"arguments","message":"expected \"force\" of export_test to be true or false, found \"yes\"","hint":"see the tool's inputSchema in tools/list"}},"isError":true,"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}
                {"jsonrpc":"2.0","id":6,"result":{"resultType":"complete","content":[{"type":"text","text":"error: export writes Swift source, so it expects a FILE.swift, found \"Notes.txt\"\n  for example: export Tests/AppTests/RetryTests.swift"}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2,"error":{"code":"syntax","message":"export writes Swift source, so it expects a FILE.swift, found \"Notes.txt\"","hint":"for example: export Tests/AppTests/RetryTests.swift"}},"isError":true,"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"}}}}
                """#)
    }
}
