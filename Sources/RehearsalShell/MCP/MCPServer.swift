import Foundation
import Rehearsal
package import RehearsalUI

/// `rehearse mcp`: the Model Context Protocol over standard input and output, for coding agents.
///
/// JSON-RPC 2.0, one message a line. The server speaks the stateless 2026-07-28 revision (`server/discover`,
/// `tools/list` and `tools/call`, each request naming its revision in `_meta`) and the earlier revisions with
/// an `initialize` handshake (`initialize`, `ping`, `tools/list`, `tools/call`), by what each request carries
/// (see `MCPRevision`); every tool runs a shell command line in the same `ShellEngine` and session worker as the shell and
/// `--jsonl`, so a preview that crashes or hangs is a tool error and the session goes on. Nothing but
/// protocol messages is written to standard output. Described in `Documentation/MCP.md`.
package struct MCPServer {
    /// The revisions the server speaks, newest first: the stateless ones in each request's `_meta`, the
    /// others through `initialize`.
    package static let protocolVersions = MCPRevision.statelessVersions + MCPRevision.handshakeVersions

    package let engine: ShellEngine
    package let tools: [MCPTool]
    /// The session's tree and the last reload, which a client may subscribe to (`--watch`).
    package let resources = MCPResources()

    package init(engine: ShellEngine, tools: [MCPTool] = MCPTool.all) {
        self.engine = engine
        self.tools = tools
    }

    /// Answers messages until the input ends; returns the exit status (0).
    package func run() -> Int32 {
        let output = FileDescriptorOutput.standardOutput
        // With --watch, a save while the agent is idle is reloaded at once and notified to subscribers.
        let watched = engine.isWatching ? WatchedInput() : nil
        let (engine, resources) = (self.engine, self.resources)
        let nextLine = {
            guard let watched else { return Swift.readLine(strippingNewline: true) }
            return watched.readLine {
                guard let reload = engine.reloadIfWatchedFilesChanged() else { return }
                for notification in resources.reloaded(reload) { _ = output.write(notification.serialized() + "\n") }
            }
        }
        while let line = nextLine() {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            guard let reply = answer(line) else { continue }
            guard output.write(reply.serialized() + "\n") else { break }
        }
        _ = engine.finish()
        return 0
    }

    /// The reply to one message line, or `nil` for a notification (which gets none).
    package func answer(_ line: String) -> JSONValue? {
        let message: JSONValue
        do {
            message = try MCPJSONReader.parse(line)
        } catch {
            return Self.error(id: .null, code: -32700, "parse error: the line is not JSON: \(error.message)")
        }
        if case .array = message {
            return Self.error(
                id: .null, code: -32600,
                "invalid request: batches are not part of this protocol revision; "
                    + "send one JSON-RPC message a line")
        }
        guard case .object(let fields) = message else {
            return Self.error(
                id: .null, code: -32600, "invalid request: expected a JSON-RPC object, found \(message.serialized())")
        }
        func field(_ name: String) -> JSONValue? { fields.first { $0.0 == name }?.1 }
        let id = field("id")
        guard case .string(let method)? = field("method") else {
            // A response to a request of ours (we send none), or nonsense: only a request gets an answer.
            if id == nil || field("result") != nil || field("error") != nil { return nil }
            return Self.error(id: id ?? .null, code: -32600, "invalid request: expected \"method\" as a string")
        }
        guard let id else { return nil }  // Notifications, notifications/initialized among them, get no reply.
        switch id {
        case .string, .number: break
        default:
            return Self.error(
                id: .null, code: -32600,
                "invalid request: expected \"id\" as a string or a number, found "
                    + id.serialized())
        }
        let params = field("params")
        if let params, case .object = params {
        } else if params != nil {
            return Self.error(id: id, code: -32602, "invalid params: expected \"params\" as an object")
        }
        let revision: MCPRevision
        do {
            revision = try MCPRevision.of(params: params)
        } catch {
            return Self.error(id: id, code: error.code, error.message, data: error.data)
        }
        if case .stateless(let version) = revision { return answerStateless(id: id, method: method, params, version) }
        switch method {
        case "initialize": return Self.result(id: id, initialized(params))
        case "ping": return Self.result(id: id, .object([]))
        case "tools/list": return Self.result(id: id, .object([("tools", .array(tools.map(\.listing)))]))
        case "tools/call": return call(id: id, params)
        case let method where engine.isWatching && MCPResources.methods.contains(method):
            return resources.answer(method: method, id: id, params: params, engine: engine)
        case "server/discover":
            return Self.error(
                id: id, code: -32602,
                "invalid params: server/discover needs \"_meta\" with \"\(MCPRevision.versionKey)\" (like "
                    + "\"2026-07-28\") and \"\(MCPRevision.capabilitiesKey)\" ({} for none); a client of an "
                    + "earlier revision starts with initialize instead")
        default:
            let methods =
                ["initialize", "ping", "tools/list", "tools/call", "server/discover"]
                + (engine.isWatching ? MCPResources.methods : [])
            return Self.error(
                id: id, code: -32601,
                "method not found: \(method)\(NearestMatches.suggestion(method, in: methods, quote: true)); "
                    + "this server offers \(methods.joined(separator: ", "))")
        }
    }

    /// With `--watch`, the resources a client may subscribe to, to hear of a reload while it is idle.
    private var watchCapabilities: [(String, JSONValue)] {
        engine.isWatching ? [("resources", MCPResources.capability)] : []
    }

    /// A request of the stateless revision: every result says it is complete and names the server.
    private func answerStateless(id: JSONValue, method: String, _ params: JSONValue?, _ version: String) -> JSONValue {
        let reply: JSONValue
        switch method {
        case "server/discover": reply = Self.result(id: id, discovered)
        case "tools/list":
            reply = Self.result(
                id: id,
                .object([
                    ("tools", .array(tools.map(\.listing))), ("ttlMs", .number(Double(Self.toolsLifetime))),
                    ("cacheScope", .string("public")),
                ]))
        case "tools/call": reply = call(id: id, params)
        default:
            let methods = ["server/discover", "tools/list", "tools/call"]
            let removed =
                switch method {
                case "initialize":
                    " (\(version) has no handshake: every request carries its revision and capabilities in _meta)"
                case "ping": " (\(version) removed it: server/discover answers as cheaply)"
                default: NearestMatches.suggestion(method, in: methods, quote: true)
                }
            return Self.error(
                id: id, code: -32601,
                "method not found: \(method)\(removed); in \(version) this server offers "
                    + methods.joined(separator: ", "))
        }
        guard case .object(var message) = reply, let index = message.firstIndex(where: { $0.0 == "result" }),
            case .object(var result) = message[index].1
        else { return reply }
        result.insert(("resultType", .string("complete")), at: 0)
        result.append(("_meta", .object([(MCPRevision.serverInfoKey, serverInfo)])))
        message[index].1 = .object(result)
        return .object(message)
    }

    /// How long a client may keep the tool list, in milliseconds: it does not change while the server runs.
    static let toolsLifetime = 3_600_000

    /// `server/discover`'s result: the stateless revisions, the capabilities, the server and how to use it.
    private var discovered: JSONValue {
        .object([
            ("supportedVersions", .array(MCPRevision.statelessVersions.map(JSONValue.string))),
            ("capabilities", capabilities), ("serverInfo", serverInfo), ("instructions", .string(Self.instructions)),
            ("ttlMs", .number(Double(Self.toolsLifetime))), ("cacheScope", .string("public")),
        ])
    }

    private var capabilities: JSONValue { .object([("tools", .object([("listChanged", .bool(false))]))]) }

    private var serverInfo: JSONValue {
        .object([
            ("name", .string("rehearse")), ("title", .string("Rehearsal")), ("version", .string(RehearseMain.version)),
        ])
    }

    private static let instructions =
        "Rehearsal runs SwiftUI previews headless, as text. Call list_previews, then open_preview; act "
        + "with tap, type_text, select, toggle, back, advance or run_command (any shell verb); read "
        + "with read_accessibility (the targets), read_tree, read_state, read_diff and explain."

    private func initialized(_ params: JSONValue?) -> JSONValue {
        var asked: String?
        if case .object(let fields)? = params,
            case .string(let version)? = fields.first(where: { $0.0 == "protocolVersion" })?.1
        {
            asked = version
        }
        return .object([
            ("protocolVersion", .string(MCPRevision.negotiated(asked))),
            (
                "capabilities",
                .object([("tools", .object([("listChanged", .bool(false))]))] + watchCapabilities)
            ),
            ("serverInfo", serverInfo), ("instructions", .string(Self.instructions)),
        ])
    }

    private func call(id: JSONValue, _ params: JSONValue?) -> JSONValue {
        guard case .object(let fields)? = params, case .string(let name)? = fields.first(where: { $0.0 == "name" })?.1
        else {
            return Self.error(
                id: id, code: -32602, "invalid params: tools/call needs \"name\", the tool's name as a string")
        }
        guard let tool = tools.first(where: { $0.name == name }) else {
            return Self.error(
                id: id, code: -32602,
                "invalid params: unknown tool \"\(name)\" (tools/list lists them)"
                    + NearestMatches.suggestion(name, in: tools.map(\.name)))
        }
        let line: String
        do {
            let arguments = fields.first { $0.0 == "arguments" }?.1
            if let perform = tool.perform {
                let outcome = try perform(try tool.checked(arguments), engine)
                return Self.result(id: id, toolResult(outcome.reply, data: outcome.data))
            }
            line = try tool.commandLine(for: arguments)
        } catch {
            return Self.result(
                id: id,
                toolResult(
                    WorkerReply(error: error, preview: engine.previewName, step: engine.client.position), data: nil))
        }
        let reply = engine.execute(line)
        var data: JSONValue?
        if reply.ok, let jsonCommand = tool.jsonCommand {
            let document = engine.execute(jsonCommand)
            if document.ok { data = try? MCPJSONReader.parse(document.output) }
        }
        return Self.result(id: id, toolResult(reply, data: data))
    }

    /// A tool's result: the shell's text, and the session's preview, step and JSON document (or error) as
    /// `structuredContent`.
    private func toolResult(_ reply: WorkerReply, data: JSONValue?) -> JSONValue {
        var structured: [(String, JSONValue)] = [
            ("preview", reply.preview.map(JSONValue.string) ?? .null), ("step", .number(Double(reply.step))),
        ]
        if let data { structured.append(("data", data)) }
        if let error = reply.error {
            structured.append(
                (
                    "error",
                    .object([
                        ("code", .string(error.code)), ("message", .string(error.message)),
                        ("hint", error.hint.map(JSONValue.string) ?? .null),
                    ])
                ))
        }
        let text = reply.rendered
        return .object([
            (
                "content",
                .array([.object([("type", .string("text")), ("text", .string(text.isEmpty ? "(no output)" : text))])])
            ),
            ("structuredContent", .object(structured)),
            ("isError", .bool(!reply.ok)),
        ])
    }

    private static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    private static func error(id: JSONValue, code: Int, _ message: String, data: JSONValue? = nil) -> JSONValue {
        var error: [(String, JSONValue)] = [("code", .number(Double(code))), ("message", .string(message))]
        if let data { error.append(("data", data)) }
        return .object([("jsonrpc", .string("2.0")), ("id", id), ("error", .object(error))])
    }
}
