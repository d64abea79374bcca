import Foundation
import Testing

/// `rehearse mcp` given what an agent should not send: every line gets a JSON-RPC error or a tool error
/// that says what was expected, and the server goes on.
@Suite struct MCPHostileInputTests {
    @Test("Deep nesting, a bad id, a batch, wrong params and arguments, a lone surrogate, an old revision")
    func hostileLines() throws {
        let lines = [
            String(repeating: "[", count: 5000),
            #"{"jsonrpc":"2.0","id":[1],"method":"ping"}"#,
            #"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":[1]}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"goto","arguments":{"step":1e300}}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"tap","arguments":{"target":"\ud800\u0000"}}}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"open_preview","arguments":{"name":"Nope"}}}"#,
            #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"tap","arguments":"Count"}}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call"}"#,
            #"{"jsonrpc":"2.0","id":8,"method":"initialize","params":{"protocolVersion":"2024-11-05"}}"#,
            #"{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"tap","arguments":{"target":"Count","count":0}}}"#,
            #"{"jsonrpc":"2.0","id":9,"result":{}}"#,
        ]
        let run = try RehearseBinary.run(["mcp"], input: lines.joined(separator: "\n") + "\n")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.output == Self.expected)
    }

    @Test("mcp takes no arguments; a misspelt mode offers mcp")
    func arguments() throws {
        #expect(
            try RehearseBinary.run(["mcp", "--preview", "X"])
                == .init(
                    output: "",
                    errors: """
                        rehearse: mcp takes no arguments, but was given "--preview"
                        register `rehearse mcp` as a stdio server; open previews with the open_preview tool

                        """, status: 2))
        #expect(
            try RehearseBinary.run(["mpc"]).errors.hasPrefix(#"rehearse: unknown argument "mpc"; did you mean mcp?"#))
    }

    static let expected = """
        {"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error: the line is not JSON: expected at most 200 nested arrays and objects at character 201, but found \\"[\\""}}
        {"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"invalid request: expected \\"id\\" as a string or a number, found [1]"}}
        {"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"invalid request: batches are not part of this protocol revision; send one JSON-RPC message a line"}}
        {"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"invalid params: expected \\"params\\" as an object"}}
        {"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"error: expected \\"step\\" of goto to be a whole number of at least 0, found 1e+300\\n  see the tool's inputSchema in tools/list"}],"structuredContent":{"preview":null,"step":0,"error":{"code":"arguments","message":"expected \\"step\\" of goto to be a whole number of at least 0, found 1e+300","hint":"see the tool's inputSchema in tools/list"}},"isError":true}}
        {"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"error: `tap` expects an open preview, but no preview is open\\n  open one first: `previews` lists them, `open NAME` loads one"}],"structuredContent":{"preview":null,"step":0,"error":{"code":"state","message":"`tap` expects an open preview, but no preview is open","hint":"open one first: `previews` lists them, `open NAME` loads one"}},"isError":true}}
        {"jsonrpc":"2.0","id":5,"result":{"content":[{"type":"text","text":"error: no preview named \\"Nope\\"; expected a name listed by `previews`.\\n  list them with `previews`"}],"structuredContent":{"preview":null,"step":0,"error":{"code":"noMatch","message":"no preview named \\"Nope\\"; expected a name listed by `previews`.","hint":"list them with `previews`"}},"isError":true}}
        {"jsonrpc":"2.0","id":6,"result":{"content":[{"type":"text","text":"error: expected the arguments of tap as a JSON object, found \\"Count\\"\\n  send \\"arguments\\": {...}"}],"structuredContent":{"preview":null,"step":0,"error":{"code":"arguments","message":"expected the arguments of tap as a JSON object, found \\"Count\\"","hint":"send \\"arguments\\": {...}"}},"isError":true}}
        {"jsonrpc":"2.0","id":7,"error":{"code":-32602,"message":"invalid params: tools/call needs \\"name\\", the tool's name as a string"}}
        {"jsonrpc":"2.0","id":8,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{"listChanged":false}},"serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"},"instructions":"Rehearsal runs SwiftUI previews headless, as text. Call list_previews, then open_preview; act with tap, type_text, select, toggle, back, advance or run_command (any shell verb); read with read_accessibility (the targets), read_tree, read_state, read_diff and explain."}}
        {"jsonrpc":"2.0","id":"a","result":{"content":[{"type":"text","text":"error: expected \\"count\\" of tap to be a whole number of at least 1, found 0\\n  see the tool's inputSchema in tools/list"}],"structuredContent":{"preview":null,"step":0,"error":{"code":"arguments","message":"expected \\"count\\" of tap to be a whole number of at least 1, found 0","hint":"see the tool's inputSchema in tools/list"}},"isError":true}}

        """
}
