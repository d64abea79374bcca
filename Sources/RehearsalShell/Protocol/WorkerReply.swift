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
    package var output: String { didSet { wire = nil } }
    /// Why the command failed, if it did.
    package var error: CommandError? { didSet { wire = nil } }
    /// The loaded preview's name, if one is loaded.
    package var preview: String? { didSet { wire = nil } }
    /// The current step of the session's history (0 before the first step).
    package var step: Int { didSet { wire = nil } }
    /// Whether the command asks the client to end (`quit`).
    package var quits: Bool { didSet { wire = nil } }
    /// What Tab can complete, for a `completions` request.
    package var completions: CompletionData? { didSet { wire = nil } }
    /// The module that declares the loaded preview, for a `module` request.
    package var module: String? { didSet { wire = nil } }
    /// The line this reply was read from, its newline included, while it is exactly what ``jsonLineBytes(newline:)``
    /// writes for it (`ReplyLineReader` read it): written out again as it came. A change to any field drops it.
    private var wire: [UInt8]?

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

    /// Replies are equal when their fields are, whether or not they keep the line they were read from.
    package static func == (lhs: WorkerReply, rhs: WorkerReply) -> Bool {
        lhs.output == rhs.output && lhs.error == rhs.error && lhs.preview == rhs.preview && lhs.step == rhs.step
            && lhs.quits == rhs.quits && lhs.completions == rhs.completions && lhs.module == rhs.module
    }

    /// Whether the reply keeps the line it was read from, to be written out as it came.
    var keepsItsLine: Bool { wire != nil }

    /// The reply as the session's own output type, for recorders and runners.
    package var sessionOutput: SessionOutput {
        SessionOutput(output, error: error, quits: quits)
    }

    /// Everything to print, the error last, as `SessionOutput.rendered` does.
    package var rendered: String { sessionOutput.rendered }

    /// The reply as one line of JSON, without the newline; keys always in the same order.
    package var jsonLine: String {
        String(decoding: jsonLineBytes(), as: UTF8.self)
    }

    /// The bytes of ``jsonLine``, with a newline after them when `newline` is set: what a server writes, without
    /// making a string of a reply that may carry 10 MB.
    package func jsonLineBytes(newline: Bool = false) -> [UInt8] {
        if let wire { return newline ? wire : Array(wire.dropLast()) }
        // Escaping adds a byte per newline of the output: room for a tree's, so the buffer is not copied to grow.
        var line = ProtocolLineWriter(capacity: output.utf8.count + output.utf8.count / 16 + 96)
        line.raw("{\"ok\":")
        line.bool(ok)
        line.raw(",\"output\":")
        line.string(output)
        if let error {
            line.raw(",\"error\":{\"code\":")
            line.string(error.code)
            line.raw(",\"message\":")
            line.string(error.message)
            line.raw(",\"hint\":")
            line.optionalString(error.hint)
            if let column = error.column {
                line.raw(",\"column\":")
                line.integer(column)
            }
            line.raw("}")
        }
        line.raw(",\"preview\":")
        line.optionalString(preview)
        line.raw(",\"step\":")
        line.integer(step)
        if quits { line.raw(",\"quit\":true") }
        if let completions {
            line.raw(",\"completions\":")
            line.text(completions.json.serialized())
        }
        if let module {
            line.raw(",\"module\":")
            line.string(module)
        }
        line.raw("}")
        if newline { line.raw("\n") }
        return line.bytes
    }

    /// Reads a reply from one line of JSON.
    package init(jsonLine line: String) throws(CommandError) {
        var line = line
        if let read = line.withUTF8(ReplyLineReader.reply) {
            self = read
        } else if let read = Self.readByHand(line) {
            self = read
        } else {
            self = try Self.decodedByFoundation(line)
        }
    }

    /// Reads a reply from a line's bytes, its final newline included; a line in the writer's exact form is kept, to
    /// be written out again without writing the reply anew.
    package init(lineBytes bytes: [UInt8]) throws(CommandError) {
        let read = bytes.withUnsafeBufferPointer { line in
            ReplyLineReader.reply(UnsafeBufferPointer(rebasing: line.dropLast(line.last == 0x0A ? 1 : 0)))
        }
        guard var read else {
            let text = String(decoding: bytes.last == 0x0A ? bytes.dropLast() : bytes[...], as: UTF8.self)
            try self.init(jsonLine: text)
            return
        }
        read.wire = bytes.last == 0x0A ? bytes : bytes + [0x0A]
        self = read
    }

    /// A line in the shapes a worker writes (no completions), read without `JSONDecoder`; `nil` for a line in any
    /// other shape, which `decodedByFoundation` reads.
    static func readByHand(_ line: String) -> WorkerReply? {
        typealias Reader = ProtocolLineReader
        guard let fields = Reader.object(line), fields["completions"] == nil, let ok = fields["ok"]?.bool,
            let output = Reader.optional(fields["output"], \.string),
            let wireError = Reader.optional(fields["error"], \.object),
            let preview = Reader.optional(fields["preview"], \.string),
            let step = Reader.optional(fields["step"], \.integer),
            let quit = Reader.optional(fields["quit"], \.bool),
            let module = Reader.optional(fields["module"], \.string)
        else { return nil }
        var error: CommandError?
        if let wireError {
            guard let code = wireError["code"]?.string, let message = wireError["message"]?.string,
                let hint = Reader.optional(wireError["hint"], \.string),
                let column = Reader.optional(wireError["column"], \.integer)
            else { return nil }
            error = CommandError(message, code: code, hint: hint, column: column)
        }
        var reply = WorkerReply(
            output: output ?? "", error: error ?? (ok ? nil : CommandError("the command failed", code: "state")),
            preview: preview, step: step ?? 0, quits: quit ?? false)
        reply.module = module
        return reply
    }

    /// Reads a reply with Foundation's `JSONDecoder`: any line, with the protocol error when it is not a reply.
    static func decodedByFoundation(_ line: String) throws(CommandError) -> WorkerReply {
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
        var reply = WorkerReply(
            output: wire.output ?? "",
            error: wire.error.map { CommandError($0.message, code: $0.code, hint: $0.hint, column: $0.column) }
                ?? (wire.ok ? nil : CommandError("the command failed", code: "state")),
            preview: wire.preview, step: wire.step ?? 0, quits: wire.quit ?? false, completions: wire.completions)
        reply.module = wire.module
        return reply
    }
}
