import Foundation
package import Rehearsal
import RehearsalUI

/// One line a server answers over JSON lines: what a command printed, or why it failed, and where the
/// session is now.
///
/// On the wire: `{"ok":true,"output":"...","preview":"ShelfScreen/Loaded","step":2}`, or
/// `{"ok":false,"output":"","error":{"code":"noMatch","message":"...","hint":"..."},"preview":null,"step":0}`.
package struct WorkerReply: Equatable, Sendable {
    /// What the command printed (on failure, what it printed before failing), without a final newline.
    package var output: String
    /// Why the command failed, if it did.
    package var error: CommandError?
    /// The loaded preview's name, if one is loaded.
    package var preview: String?
    /// The current step of the session's history (0 before the first step).
    package var step: Int
    /// Whether the command asks the client to end (`quit`).
    package var quits: Bool
    /// What Tab can complete, for a `completions` request.
    package var completions: CompletionData?
    /// The module that declares the loaded preview, for a `module` request.
    package var module: String?

    package init(
        output: String = "", error: CommandError? = nil, preview: String? = nil, step: Int = 0, quits: Bool = false,
        completions: CompletionData? = nil
    ) {
        self.output = output
        self.error = error
        self.preview = preview
        self.step = step
        self.quits = quits
        self.completions = completions
    }

    /// A failure that no session produced (a crash, a hang, a line that is not JSON).
    package static func failure(_ error: CommandError, preview: String? = nil, step: Int = 0) -> WorkerReply {
        WorkerReply(error: error, preview: preview, step: step)
    }

    /// Whether the command succeeded.
    package var ok: Bool { error == nil }

    /// The reply as the session's own output type, for recorders and runners.
    package var sessionOutput: SessionOutput {
        SessionOutput(output, error: error, quits: quits)
    }

    /// Everything to print, the error last, as `SessionOutput.rendered` does.
    package var rendered: String { sessionOutput.rendered }

    /// The reply as one line of JSON, without the newline; keys always in the same order.
    package var jsonLine: String {
        var fields: [(String, JSONValue)] = [("ok", .bool(ok)), ("output", .string(output))]
        if let error {
            var details: [(String, JSONValue)] = [("code", .string(error.code)), ("message", .string(error.message))]
            details.append(("hint", error.hint.map(JSONValue.string) ?? .null))
            if let column = error.column { details.append(("column", .number(Double(column)))) }
            fields.append(("error", .object(details)))
        }
        fields.append(("preview", preview.map(JSONValue.string) ?? .null))
        fields.append(("step", .number(Double(step))))
        if quits { fields.append(("quit", .bool(true))) }
        if let completions { fields.append(("completions", completions.json)) }
        if let module { fields.append(("module", .string(module))) }
        return JSONValue.object(fields).serialized()
    }

    /// Reads a reply from one line of JSON.
    package init(jsonLine line: String) throws(CommandError) {
        struct WireError: Decodable {
            var code: String
            var message: String
            var hint: String?
            var column: Int?
        }
        struct Wire: Decodable {
            var ok: Bool
            var output: String?
            var error: WireError?
            var preview: String?
            var step: Int?
            var quit: Bool?
            var completions: CompletionData?
            var module: String?
        }
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(line.utf8))
        } catch {
            let excerpt = line.count > 80 ? String(line.prefix(80)) + "..." : line
            throw CommandError(
                "the session worker answered with a line that is not a reply: \(excerpt)", code: "protocol",
                hint: "this is a bug in Rehearsal; please report it with the command that caused it")
        }
        self.init(
            output: wire.output ?? "",
            error: wire.error.map { CommandError($0.message, code: $0.code, hint: $0.hint, column: $0.column) }
                ?? (wire.ok ? nil : CommandError("the command failed", code: "state")),
            preview: wire.preview, step: wire.step ?? 0, quits: wire.quit ?? false, completions: wire.completions)
        module = wire.module
    }
}
