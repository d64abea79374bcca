import Foundation
import Testing

@testable import RehearsalShell

/// With `--watch` the fronts read their input with `WatchedInput`, which must give the lines
/// `Swift.readLine(strippingNewline: true)` gives: without `\n` or `\r\n`, invalid UTF-8 repaired, a last line without
/// its newline included.
@Suite struct WatchedInputTests {
    /// The lines `readLine(strippingNewline: true)` makes of `bytes`, as its documentation describes them.
    static func expectedLines(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var rest = bytes[...]
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            var line = rest[..<newline]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            lines.append(String(decoding: line, as: UTF8.self))
            rest = rest[(newline + 1)...]
        }
        if !rest.isEmpty { lines.append(String(decoding: rest, as: UTF8.self)) }
        return lines
    }

    /// Writes `chunks` to a new pipe from another thread, one `write` each, then closes it; returns the reading end.
    static func pipe(writing chunks: [[UInt8]]) throws -> Int32 {
        var ends: [Int32] = [-1, -1]
        try #require(Foundation.pipe(&ends) == 0)
        let writer = ends[1]
        let thread = Thread {
            for chunk in chunks {
                var offset = 0
                while offset < chunk.count {
                    let written = chunk[offset...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                    guard written > 0 else { break }
                    offset += written
                }
            }
            close(writer)
        }
        thread.start()
        return ends[0]
    }

    static func readAll(_ descriptor: Int32) -> [String] {
        let input = WatchedInput(descriptor: descriptor)
        var lines: [String] = []
        while let line = input.readLine(idle: {}) { lines.append(line) }
        close(descriptor)
        return lines
    }

    @Test("Random bytes in random chunks read as readLine reads them: CRLF, lone CR, NUL, bad UTF-8, no last newline")
    func randomStreams() throws {
        var state: UInt64 = 0x5EED_1E55
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces: [[UInt8]] = [
            Array("{\"command\":\"tap #row-0\"}".utf8), [0x0A], [0x0D, 0x0A], [0x0D], [0x00], [0xFF], [0xC3],
            Array("é→🙂".utf8), Array(" ".utf8), [0xE2, 0x82],
        ]
        for _ in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<next(60) { bytes += pieces[next(pieces.count)] }
            var chunks: [[UInt8]] = []
            var rest = bytes[...]
            while !rest.isEmpty {
                let size = 1 + next(min(rest.count, 40))
                chunks.append(Array(rest.prefix(size)))
                rest = rest.dropFirst(size)
            }
            #expect(Self.readAll(try Self.pipe(writing: chunks)) == Self.expectedLines(bytes))
        }
    }

    @Test("Twenty thousand lines written at once are read in order, each once")
    func manyLinesInOneWrite() throws {
        let lines = (0..<20_000).map { "{\"command\":\"tap #row-\($0)\"}" }
        let bytes = Array(lines.joined(separator: "\n").utf8) + [0x0A]
        #expect(Self.readAll(try Self.pipe(writing: [bytes])) == lines)
    }

    @Test("An empty input has no line; a line split across writes is one line")
    func emptyAndSplit() throws {
        #expect(Self.readAll(try Self.pipe(writing: [])) == [])
        let split = [Array("ope".utf8), Array("n \"A\"\r".utf8), [0x0A]]
        #expect(Self.readAll(try Self.pipe(writing: split)) == ["open \"A\""])
    }
}
