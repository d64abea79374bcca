import Foundation
import Rehearsal
import RehearsalUI
import Testing

@testable import RehearsalShell

/// The worker protocol's lines are written and read by hand (`ProtocolLineWriter`, `ProtocolLineReader`): the
/// text must be what `JSONValue` wrote, and a line must read as `JSONDecoder` reads it, or not at all.
@Suite struct ProtocolLineTests {
    /// A small deterministic generator (SplitMix64), so every run tries the same texts.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        /// A text with the characters a reply can carry: quotes, backslashes, every control character, `DEL`,
        /// accents, emoji, a line separator, `\r\n`.
        mutating func text() -> String {
            let pieces = [
                "a", "Row 1", " ", "\"", "\\", "\n", "\r", "\t", "\r\n", "\u{7F}", "é", "Café", "👩‍💻", "\u{2028}", "/",
                "{", "}", ":", ",", "[", "]", "\\u00e9", "null",
            ]
            var result = ""
            for _ in 0..<below(12) {
                if below(5) == 0 {
                    result.unicodeScalars.append(Unicode.Scalar(UInt8(below(32))))
                } else {
                    result += pieces[below(pieces.count)]
                }
            }
            return result
        }

        mutating func reply() -> WorkerReply {
            var reply = WorkerReply(
                output: text(), preview: below(3) == 0 ? nil : text(), step: below(4) == 0 ? -below(9) : below(100_000),
                quits: below(5) == 0)
            if below(2) == 0 {
                reply.error = CommandError(
                    text(), code: text(), hint: below(2) == 0 ? nil : text(), column: below(2) == 0 ? nil : below(200))
            }
            if below(4) == 0 { reply.module = text() }
            return reply
        }
    }

    /// The line as `JSONValue` wrote it before the writer.
    static func jsonValueLine(_ reply: WorkerReply) -> String {
        var fields: [(String, JSONValue)] = [("ok", .bool(reply.ok)), ("output", .string(reply.output))]
        if let error = reply.error {
            var details: [(String, JSONValue)] = [("code", .string(error.code)), ("message", .string(error.message))]
            details.append(("hint", error.hint.map(JSONValue.string) ?? .null))
            if let column = error.column { details.append(("column", .number(Double(column)))) }
            fields.append(("error", .object(details)))
        }
        fields.append(("preview", reply.preview.map(JSONValue.string) ?? .null))
        fields.append(("step", .number(Double(reply.step))))
        if reply.quits { fields.append(("quit", .bool(true))) }
        if let completions = reply.completions { fields.append(("completions", completions.json)) }
        if let module = reply.module { fields.append(("module", .string(module))) }
        return JSONValue.object(fields).serialized()
    }

    @Test("A reply's line is the text JSONValue writes, and reads back by hand as JSONDecoder reads it")
    func replies() throws {
        var generator = Generator(state: 16)
        for _ in 0..<2_000 {
            let reply = generator.reply()
            let line = reply.jsonLine
            #expect(line == Self.jsonValueLine(reply))
            let byHand = try #require(WorkerReply.readByHand(line))
            #expect(byHand == reply)
            #expect(byHand == (try WorkerReply.decodedByFoundation(line)))
        }
    }

    @Test("A reply's bytes, with or without the newline, are its line's")
    func replyBytes() {
        var generator = Generator(state: 18)
        for _ in 0..<500 {
            let reply = generator.reply()
            #expect(reply.jsonLineBytes() == Array(reply.jsonLine.utf8))
            #expect(reply.jsonLineBytes(newline: true) == Array((reply.jsonLine + "\n").utf8))
        }
    }

    @Test("A command's line is the text JSONValue writes, and reads back by hand as JSONDecoder reads it")
    func commands() throws {
        var generator = Generator(state: 17)
        for _ in 0..<2_000 {
            let text = generator.text()
            let line = WorkerRequest.command(text).jsonLine
            #expect(line == JSONValue.object([("command", .string(text))]).serialized())
            #expect(try WorkerRequest(jsonLine: line) == .command(text))
            let byHand = try #require(WorkerRequest.readByHand(line))
            #expect(byHand == (try WorkerRequest.decodedByFoundation(line)))
        }
    }

    /// Lines in other shapes: the hand reader takes one only when it reads it as `JSONDecoder` does, and never one
    /// that `JSONDecoder` refuses.
    static let otherLines = [
        #"{"command": "tap \"OK\""}"#, #" { "command" : "tree" } "#, "{\"command\":\"tree\"}\r", #"{"command":null}"#,
        #"{"request":"completions","command":null}"#, #"{"command":"tap \u00e9"}"#, #"{"command":"a\/b"}"#,
        #"{"command":"\u00E9\u0000\u00zz"}"#, #"{"command":"\u00E9\u0000"}"#,
        #"{"command":"\ud800"}"#, #"{"command":"\udc00\ud800"}"#, #"{"command":"\u20AC\u00e9"}"#,
        #"{"command":"tree","command":"ax"}"#, #"{"command":"tree"} x"#, #"{"command":"tree""#, #"{"command":5}"#,
        #"{"command":"tree","extra":{"a":[1]}}"#, #"{"command":"tree","extra":{"a":{"b":1}}}"#,
        #"{"request":"variant","settings":["colorScheme=dark"]}"#, #"{"request":"variant","settings":null}"#,
        #"{"request":"variant","settings":"x"}"#, #"["command"]"#, "{\"command\":\"a\u{1}b\"}", #"{"COMMAND":"tree"}"#,
        #"{"command":"tree",}"#, "", "tree", #"{"ok":true,"output":"","preview":null,"step":1}"#,
        #"{"ok":true,"output":"","preview":null,"step":1.0}"#, #"{"ok":true,"output":"","preview":null,"step":1e2}"#,
        #"{"ok":true,"output":"","preview":null,"step":01}"#, #"{"ok":true,"output":"","preview":null,"step":-0}"#,
        #"{"ok":true,"step":123456789012345678901}"#, #"{"ok":true,"step":-12345678901234}"#, #"{"ok":"true"}"#,
        #"{"output":"x"}"#, #"{"ok":false}"#, #"{"ok":false,"error":{"code":"x"}}"#,
        #"{"ok":false,"error":{"code":"x","message":"m","hint":5}}"#,
        #"{"ok":false,"error":{"code":"x","message":"m","column":"3"}}"#,
        #"{"ok":false,"error":{"code":"x","message":"m","column":null,"extra":true},"quit":null}"#,
        #"{"ok":true,"output":"","preview":null,"step":0,"completions":{"previews":[],"stubs":[],"actions":[],"targets":[],"tabs":[],"traits":[]}}"#,
        #"{"ok":true,"completions":null}"#, #"{"ok":true,"module":"SamplePreviews","quit":false}"#,
        #"{"ok":true,"output":"\ud83d\ude00"}"#, "{\"ok\":true,\"output\":\"tab\tx\"}", #"{"ok":tru}"#, #"{"ok":nul}"#,
    ]

    @Test("Lines in other shapes read by hand only as JSONDecoder reads them")
    func otherShapes() throws {
        for line in Self.otherLines {
            let foundationRequest = try? WorkerRequest.decodedByFoundation(line)
            if let byHand = WorkerRequest.readByHand(line) {
                #expect(byHand == foundationRequest, "\(line)")
            }
            let foundationReply = try? WorkerReply.decodedByFoundation(line)
            if let byHand = WorkerReply.readByHand(line) {
                #expect(byHand == foundationReply, "\(line)")
            }
        }
        // The common shapes are the ones read by hand.
        #expect(WorkerRequest.readByHand(#" { "command" : "tree" } "#) != nil)
        #expect(WorkerRequest.readByHand(#"{"command":"tap \u00e9"}"#)?.command == "tap é")
        #expect(WorkerRequest.readByHand(#"{"command":"\ud83d\ude00"}"#) == nil)
        #expect(WorkerReply.readByHand(#"{"ok":true,"output":"","preview":null,"step":1.0}"#) == nil)
        #expect(try WorkerRequest(jsonLine: #"{"command":"\ud83d\ude00"}"#) == .command("😀"))
    }
}
