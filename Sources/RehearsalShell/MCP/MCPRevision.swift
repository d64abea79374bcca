package import RehearsalUI

/// Which revision of the Model Context Protocol a request speaks, read from the request itself.
///
/// The 2026-07-28 revision is stateless: there is no `initialize` handshake, and every request names its
/// revision and the client's capabilities in `params._meta` (`io.modelcontextprotocol/protocolVersion`,
/// `io.modelcontextprotocol/clientCapabilities`). The earlier revisions (2025-11-25, 2025-06-18, 2025-03-26)
/// agree on one revision with `initialize` and send no such fields. A server that speaks both (the
/// specification's "dual-era" server) serves a request with those fields by the new rules and any other
/// request by the revision `initialize` agreed on.
package enum MCPRevision: Equatable, Sendable {
    /// A request with the per-request fields of a stateless revision.
    case stateless(version: String)
    /// A request without them: the revision `initialize` agreed on.
    case handshake

    /// The stateless revisions the server speaks, newest first.
    package static let statelessVersions = ["2026-07-28"]
    /// The revisions with an `initialize` handshake the server speaks, newest first.
    package static let handshakeVersions = ["2025-11-25", "2025-06-18", "2025-03-26"]

    package static let versionKey = "io.modelcontextprotocol/protocolVersion"
    package static let capabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
    package static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

    /// `-32022`, `UnsupportedProtocolVersionError` of the 2026-07-28 revision.
    package static let unsupportedVersionCode = -32022

    /// Why a request's `_meta` cannot be served: the JSON-RPC error's code, message and `data`.
    package struct Rejection: Error, Equatable {
        package var code: Int
        package var message: String
        package var data: JSONValue?
    }

    /// The revision of a request with these `params`; throws when it names a revision the server does not
    /// speak, or leaves out a field that revision requires.
    package static func of(params: JSONValue?) throws(Rejection) -> MCPRevision {
        guard case .object(let fields)? = params,
            let meta = fields.first(where: { $0.0 == "_meta" })?.1
        else { return .handshake }
        guard case .object(let metaFields) = meta else {
            throw Rejection(
                code: -32602,
                message: "invalid params: expected \"_meta\" as an object, found \(meta.serialized())", data: nil)
        }
        func field(_ name: String) -> JSONValue? { metaFields.first { $0.0 == name }?.1 }
        guard let version = field(versionKey) else { return .handshake }
        guard case .string(let name) = version else {
            throw Rejection(
                code: -32602,
                message: "invalid params: expected \"_meta\".\"\(versionKey)\" as a string like \"2026-07-28\", found "
                    + version.serialized(), data: nil)
        }
        guard statelessVersions.contains(name) else {
            let legacy =
                handshakeVersions.contains(name)
                ? "; \(name) is spoken after an initialize request, without \(versionKey) in _meta" : ""
            throw Rejection(
                code: unsupportedVersionCode,
                message: "unsupported protocol version \"\(name)\": this server speaks "
                    + statelessVersions.joined(separator: ", ") + " in each request's _meta, and "
                    + handshakeVersions.joined(separator: ", ") + " through initialize\(legacy)",
                data: .object([
                    ("supported", .array(statelessVersions.map(JSONValue.string))), ("requested", .string(name)),
                ]))
        }
        guard case .object? = field(capabilitiesKey) else {
            let found = field(capabilitiesKey).map { "found \($0.serialized())" } ?? "it is missing"
            throw Rejection(
                code: -32602,
                message: "invalid params: a \(name) request needs \"_meta\".\"\(capabilitiesKey)\" as an object "
                    + "({} for no capabilities), but \(found)", data: nil)
        }
        return .stateless(version: name)
    }

    /// The version `initialize` answers: the client's when the server speaks it with a handshake, otherwise
    /// the newest such revision (a client then decides whether it speaks that one).
    package static func negotiated(_ asked: String?) -> String {
        asked.flatMap { handshakeVersions.contains($0) ? $0 : nil } ?? handshakeVersions[0]
    }
}
