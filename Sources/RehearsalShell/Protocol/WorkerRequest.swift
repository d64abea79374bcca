import Foundation
package import Rehearsal
import RehearsalUI

/// One line a client sends over JSON lines: a command of the shell's language, or a request for data.
///
/// On the wire: `{"command": "tap \"OK\""}` or `{"request": "completions"}`; see `Documentation/JSONLines.md`.
package enum WorkerRequest: Equatable, Sendable {
    /// Run a command line, exactly as typed in the shell.
    case command(String)
    /// List what Tab can complete now: previews, stubs, actions, the targets on screen, tabs, traits.
    case completions
    /// Start again from a fresh, empty session (no preview, no history), in the same process.
    case reset
    /// Apply these trait assignments at every later `open`, before the preview mounts (a matrix variant).
    case variant([String])
    /// Name the module that declares the loaded preview (for `export`, which imports it).
    case module

    /// The request as one line of JSON, without the newline.
    package var jsonLine: String {
        switch self {
        case .command(let line): String(decoding: Self.commandLine(line, newline: false), as: UTF8.self)
        case .completions: JSONValue.object([("request", .string("completions"))]).serialized()
        case .reset: JSONValue.object([("request", .string("reset"))]).serialized()
        case .variant(let settings):
            JSONValue.object([("request", .string("variant")), ("settings", .array(settings.map(JSONValue.string)))])
                .serialized()
        case .module: JSONValue.object([("request", .string("module"))]).serialized()
        }
    }

    /// Whether every character of `line` is white space (a line the servers skip). A byte of ASCII that is not white
    /// space settles it without reading the line by characters: no character that holds one is white space.
    package static func isBlank(_ line: String) -> Bool {
        if line.utf8.contains(where: { $0 < 0x80 && $0 != 0x20 && !(0x09...0x0D).contains($0) }) { return false }
        return line.allSatisfy(\.isWhitespace)
    }

    /// The fields a request line may have.
    struct Fields: Decodable, Equatable {
        var command: String?
        var request: String?
        var settings: [String]?
    }

    /// Reads a request from one line of JSON; the error says what a request looks like.
    package init(jsonLine line: String) throws(CommandError) {
        let wire: Fields
        if let read = Self.readByHand(line) { wire = read } else { wire = try Self.decodedByFoundation(line) }
        switch (wire.command, wire.request) {
        case (let command?, nil): self = .command(command)
        case (nil, "completions"): self = .completions
        case (nil, "reset"): self = .reset
        case (nil, "variant"): self = .variant(wire.settings ?? [])
        case (nil, "module"): self = .module
        case (nil, let request?):
            throw CommandError(
                "unknown request \"\(request)\"; expected completions, reset, variant or module", code: "syntax",
                hint: "send {\"request\": \"completions\"} or {\"command\": \"...\"}")
        default:
            throw CommandError(
                "expected exactly one of \"command\" or \"request\", found \(Self.excerpt(line))", code: "syntax",
                hint: "for example: {\"command\": \"open \\\"ShelfScreen/Loaded\\\"\"}")
        }
    }

    /// A line in the shape clients send (an object of strings and `null`), read without `JSONDecoder`; `nil` for a
    /// line in any other shape, which `decodedByFoundation` reads.
    static func readByHand(_ line: String) -> Fields? {
        if let command = ProtocolLineReader.command(line) {
            return Fields(command: command, request: nil, settings: nil)
        }
        guard let fields = ProtocolLineReader.object(line),
            let command = ProtocolLineReader.optional(fields["command"], \.string),
            let request = ProtocolLineReader.optional(fields["request"], \.string),
            (fields["settings"] ?? .null) == .null
        else { return nil }
        return Fields(command: command, request: request, settings: nil)
    }

    /// Reads a line with Foundation's `JSONDecoder`: any line, with the error when it is not a JSON object of these
    /// fields.
    static func decodedByFoundation(_ line: String) throws(CommandError) -> Fields {
        do {
            return try JSONDecoder().decode(Fields.self, from: Data(line.utf8))
        } catch {
            throw CommandError(
                "expected a JSON object like {\"command\": \"tree\"}, found \(Self.excerpt(line))",
                code: "syntax", hint: "send one JSON object a line; see Documentation/JSONLines.md")
        }
    }

    /// The bytes of ``jsonLine``, with a newline after them when `newline` is set: what a client sends.
    package func jsonLineBytes(newline: Bool = false) -> [UInt8] {
        guard case .command(let line) = self else { return Array((jsonLine + (newline ? "\n" : "")).utf8) }
        return Self.commandLine(line, newline: newline)
    }

    /// `{"command":LINE}`, written byte by byte as `JSONValue` writes it (every step sends one).
    private static func commandLine(_ line: String, newline: Bool) -> [UInt8] {
        var writer = ProtocolLineWriter(capacity: line.utf8.count + 16)
        writer.raw("{\"command\":")
        writer.string(line)
        writer.raw(newline ? "}\n" : "}")
        return writer.bytes
    }

    /// The start of a line, for messages about it.
    private static func excerpt(_ line: String) -> String {
        line.count > 60 ? String(line.prefix(60)) + "..." : line
    }
}
