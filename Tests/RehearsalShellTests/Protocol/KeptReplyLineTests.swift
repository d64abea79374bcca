import Foundation
import Rehearsal
import Testing

@testable import RehearsalShell

/// A reply read from a line in the writer's exact form keeps the line and is written out as it came
/// (`ReplyLineReader`); every other line is read as before and written anew. Either way the bytes written are the
/// reply's own line.
@Suite struct KeptReplyLineTests {
    /// The reply made again from its fields: nothing kept, so its line is written anew.
    static func rewritten(_ reply: WorkerReply) -> WorkerReply {
        var fresh = WorkerReply(
            output: reply.output, error: reply.error, preview: reply.preview, step: reply.step, quits: reply.quits,
            completions: reply.completions)
        fresh.module = reply.module
        return fresh
    }

    /// What a line reads as the general way (`readByHand`, else `JSONDecoder`), or `nil` when it is not a reply.
    static func readTheGeneralWay(_ line: [UInt8]) -> WorkerReply? {
        let text = String(decoding: line, as: UTF8.self)
        return WorkerReply.readByHand(text) ?? (try? WorkerReply.decodedByFoundation(text))
    }

    @Test("A worker's own line is kept and written out byte for byte; a changed field writes the reply anew")
    func ownLinesKept() throws {
        var generator = ProtocolLineTests.Generator(state: 41)
        for _ in 0..<2_000 {
            let reply = generator.reply()
            let line = reply.jsonLineBytes(newline: true)
            var read = try WorkerReply(lineBytes: line)
            #expect(read == reply)
            #expect(read.keepsItsLine)
            #expect(read.jsonLineBytes(newline: true) == line)
            #expect(read.jsonLineBytes() == Array(line.dropLast()))
            #expect(read.jsonLine == reply.jsonLine)
            read.step += 1
            #expect(!read.keepsItsLine)
            #expect(read.jsonLineBytes(newline: true) == Self.rewritten(read).jsonLineBytes(newline: true))
            #expect(try WorkerReply(jsonLine: reply.jsonLine) == reply)
        }
    }

    /// Lines a reply reads from that are not spelled as the writer spells them.
    static let otherSpellings: [(String, String)] = [
        (#"{"ok":true,"#, #"{"ok": true,"#), (#","step":"#, #", "step":"#), (#"\n"#, #"\u000a"#), (#"\t"#, #"\u0009"#),
        (#"\u001f"#, #"\u001F"#), ("/", #"\/"#), ("a", #"\u0061"#), (#"\u0008"#, #"\b"#), (#"\u000c"#, #"\f"#),
        (#","preview":null"#, #","preview":null,"quit":false"#),
        (#","preview":null"#, #","preview":null,"module":null"#),
        (#""hint":null}"#, #""hint":null,"column":null}"#), (#"}"#, #"} "#), ("é", #"\u00e9"#),
        (#"{"ok":true,"output":"#, #"{"output":"#),
    ]

    @Test("A line in another spelling reads as the general reader reads it and is written anew")
    func otherSpellingsWrittenAnew() throws {
        var generator = ProtocolLineTests.Generator(state: 42)
        var writtenAnew = 0
        for _ in 0..<600 {
            let reply = generator.reply()
            let line = reply.jsonLine
            for (original, replacement) in Self.otherSpellings where line.contains(original) {
                let other = Array((line.replacingOccurrences(of: original, with: replacement) + "\n").utf8)
                guard let general = Self.readTheGeneralWay(Array(other.dropLast())) else { continue }
                let read = try WorkerReply(lineBytes: other)
                #expect(read == general, "\(String(decoding: other, as: UTF8.self))")
                // Kept only where the change happens to spell the writer's form again (`\\n` made `\\u000a`).
                #expect(read.jsonLineBytes(newline: true) == Self.rewritten(general).jsonLineBytes(newline: true))
                if !read.keepsItsLine { writtenAnew += 1 }
            }
        }
        #expect(writtenAnew > 1_000)
    }

    @Test("Bytes changed at random: a kept line is always the reply's own, and reads as the general reader reads it")
    func randomBytes() {
        var generator = ProtocolLineTests.Generator(state: 43)
        let replacements: [UInt8] = [
            0x20, 0x22, 0x5C, 0x2F, 0x0A, 0x00, 0x1F, 0x7F, 0x30, 0x31, 0x2D, 0x2E, 0x65, 0x75, 0x7B, 0x7D, 0x2C, 0x3A,
            0x6E, 0x74, 0x46, 0xC3, 0xA9, 0xFF, 0xED, 0xA0,
        ]
        var kept = 0
        for _ in 0..<4_000 {
            var line = generator.reply().jsonLineBytes()
            for _ in 0...generator.below(2) {
                let index = generator.below(line.count)
                switch generator.below(3) {
                case 0: line[index] = replacements[generator.below(replacements.count)]
                case 1: line.insert(replacements[generator.below(replacements.count)], at: index)
                default: line.remove(at: index)
                }
            }
            guard let read = try? WorkerReply(lineBytes: line + [0x0A]) else {
                #expect(Self.readTheGeneralWay(line) == nil)
                continue
            }
            #expect(read == Self.readTheGeneralWay(line), "\(String(decoding: line, as: UTF8.self))")
            #expect(read.jsonLineBytes() == Self.rewritten(read).jsonLineBytes())
            if read.keepsItsLine {
                kept += 1
                #expect(read.jsonLineBytes() == line, "\(String(decoding: line, as: UTF8.self))")
            }
        }
        #expect(kept > 100)
    }

    @Test("Bytes are well-formed UTF-8 exactly when String(validating:) takes them")
    func wellFormedUTF8() {
        var generator = ProtocolLineTests.Generator(state: 44)
        // Lead bytes of every length and the edges of their second byte's ranges, continuations, and bytes never valid.
        let interesting: [UInt8] = [
            0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF,
            0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        var valid = 0
        for _ in 0..<20_000 {
            let bytes = (0..<generator.below(7)).map { _ in
                generator.below(3) == 0 ? UInt8(generator.below(256)) : interesting[generator.below(interesting.count)]
            }
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(bytes.withUnsafeBufferPointer(ReplyLineReader.isValidUTF8) == expected, "\(bytes)")
            if expected { valid += 1 }
        }
        #expect(valid > 2_000)
    }

    @Test("A line is blank exactly when all its characters are white space")
    func blankLines() {
        let lines = [
            "", " ", "\t\r\n", "\u{0B}\u{0C}", "\u{85}", "\u{A0} ", "\u{2028}\u{3000}", "\u{1C}", " a", "{}", "\u{301}",
            " \u{301}", "\u{600}a", "\r\n", "\u{7F}", "é", "\u{200B}",
        ]
        for line in lines {
            #expect(
                WorkerRequest.isBlank(line) == line.allSatisfy(\.isWhitespace), "\(line.unicodeScalars.map(\.value))")
        }
    }

    @Test("A command request is read without a dictionary, spaces and escapes as JSONDecoder reads them")
    func commandRequests() throws {
        let lines = [
            #"{"command":"tab Settings"}"#, #" { "command" : "tap \"OK\"" } "#, "{\"command\":\"a\\u0000b\"}",
            #"{"command":"tap \u00e9"}"#,
        ]
        for line in lines {
            let command = try #require(ProtocolLineReader.command(line))
            #expect(try WorkerRequest.decodedByFoundation(line) == WorkerRequest.Fields(command: command))
        }
        for line in [
            #"{"command":"x","request":null}"#, #"{"command":null}"#, #"{"command":"x"} y"#, #"{"command":"\ud800"}"#,
        ] {
            #expect(ProtocolLineReader.command(line) == nil)
        }
    }
}
