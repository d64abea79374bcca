import Foundation
import Rehearsal
package import RehearsalUI

/// The MCP server's resources, so that an agent learns of a `--watch` reload while it is idle: the session's
/// view tree and the last reload's report, which a client may subscribe to. After a save the server
/// rebuilds and replays without waiting for a tool call, then sends `notifications/resources/updated` for
/// each subscribed resource the reload changed.
package final class MCPResources {
    /// The open preview's view tree, as `tree` prints it.
    package static let treeURI = "rehearse://session/tree"
    /// What the last reload printed (the tree's diff), or its build errors.
    package static let reloadURI = "rehearse://session/reload"

    /// The resources a client subscribed to.
    private var subscribed: Set<String> = []
    /// The last reload's report, as a tool's text would show it.
    private var lastReload =
        "no reload yet: with `swift package rehearse --watch mcp`, each save of a watched file reloads"

    package init() {}

    /// The methods answered here.
    package static let methods = ["resources/list", "resources/read", "resources/subscribe", "resources/unsubscribe"]

    /// The capability `initialize` announces.
    package static let capability: JSONValue = .object([("subscribe", .bool(true)), ("listChanged", .bool(false))])

    /// The reply to a `resources/...` request.
    package func answer(method: String, id: JSONValue, params: JSONValue?, engine: ShellEngine) -> JSONValue {
        switch method {
        case "resources/list":
            return Self.result(id: id, .object([("resources", .array(Self.listing))]))
        case "resources/read":
            return withURI(id: id, params) { uri in
                let text = uri == Self.treeURI ? tree(engine) : lastReload
                return .object([
                    (
                        "contents",
                        .array([
                            .object([
                                ("uri", .string(uri)), ("mimeType", .string("text/plain")), ("text", .string(text)),
                            ])
                        ])
                    )
                ])
            }
        case "resources/subscribe":
            return withURI(id: id, params) { uri in
                subscribed.insert(uri)
                return .object([])
            }
        default:
            return withURI(id: id, params) { uri in
                subscribed.remove(uri)
                return .object([])
            }
        }
    }

    /// Keeps a reload's report; returns the notifications for the subscribed resources it changed (the tree
    /// only when the new build runs).
    package func reloaded(_ reply: WorkerReply) -> [JSONValue] {
        lastReload = reply.rendered
        var changed = [Self.reloadURI]
        if reply.ok { changed.append(Self.treeURI) }
        return changed.filter(subscribed.contains).map { uri in
            .object([
                ("jsonrpc", .string("2.0")), ("method", .string("notifications/resources/updated")),
                ("params", .object([("uri", .string(uri))])),
            ])
        }
    }

    private func tree(_ engine: ShellEngine) -> String {
        guard engine.previewName != nil else { return "no preview is open: call open_preview first" }
        return engine.client.send("tree").rendered
    }

    private static var listing: [JSONValue] {
        [
            (treeURI, "tree", "The open preview's view tree, as `tree` prints it"),
            (reloadURI, "reload", "The last live reload's report: the tree's diff, or the build's first errors"),
        ].map { uri, name, description in
            .object([
                ("uri", .string(uri)), ("name", .string(name)), ("description", .string(description)),
                ("mimeType", .string("text/plain")),
            ])
        }
    }

    /// Answers with `body(uri)` when `params` names one of the resources, else with an error that lists them.
    private func withURI(id: JSONValue, _ params: JSONValue?, _ body: (String) -> JSONValue) -> JSONValue {
        guard case .object(let fields)? = params, case .string(let uri)? = fields.first(where: { $0.0 == "uri" })?.1
        else {
            return Self.error(
                id: id, code: -32602, "invalid params: expected \"uri\", a resource's URI as a string (resources/list)")
        }
        guard uri == Self.treeURI || uri == Self.reloadURI else {
            return Self.error(
                id: id, code: -32002,
                "resource not found: \(uri); this server has \(Self.treeURI) and \(Self.reloadURI)")
        }
        return Self.result(id: id, body(uri))
    }

    private static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    private static func error(id: JSONValue, code: Int, _ message: String) -> JSONValue {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .number(Double(code))), ("message", .string(message))])),
        ])
    }
}
