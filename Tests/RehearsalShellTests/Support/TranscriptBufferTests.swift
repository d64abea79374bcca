import Foundation
import Testing

/// `PipedSession` reads a program's output through `TranscriptBuffer`: 20,000 lines, a chunk each, decode each byte
/// once (decoding the whole transcript again at each chunk did 20,000 × 20,000 / 2 lines' worth), and a character
/// split between chunks comes out whole.
@Suite struct TranscriptBufferTests {
    @Test("20,000 one-line chunks decode each byte once and count every line")
    func linear() {
        var buffer = TranscriptBuffer()
        var total = 0
        for index in 0..<20_000 {
            let line = Data("step \(index): 0 → 1\n".utf8)
            total += line.count
            buffer.append(line)
        }
        #expect(buffer.decodedBytes == total)
        #expect(buffer.lineCount == 20_000)
        #expect(buffer.text.hasPrefix("step 0: 0 → 1\nstep 1: 0 → 1\n"))
        #expect(buffer.text.hasSuffix("step 19999: 0 → 1\n"))
    }

    @Test("A character split between chunks is decoded whole; a broken one at the end is replaced")
    func splitCharacter() {
        var buffer = TranscriptBuffer()
        let arrow = Array("→".utf8)
        buffer.append(Data([UInt8(ascii: "a")] + arrow.prefix(1)))
        #expect(buffer.text == "a")
        buffer.append(Data(arrow.dropFirst()) + Data("b\n".utf8))
        #expect(buffer.text == "a→b\n")
        buffer.append(Data(arrow.prefix(2)))
        buffer.finish()
        #expect(buffer.text == "a→b\n\u{FFFD}")
        #expect(buffer.lineCount == 1)
    }
}
