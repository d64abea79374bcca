import Foundation

/// What a program printed so far, taken chunk by chunk from a pipe: each chunk is decoded once, so reading a
/// long session costs time in proportion to its length (decoding everything again at each chunk was quadratic).
///
/// A chunk may end inside a UTF-8 character: its first bytes wait in `pending` for the rest.
struct TranscriptBuffer {
    /// Everything decoded so far.
    private(set) var text = ""
    /// How many newlines `text` holds.
    private(set) var lineCount = 0
    /// How many bytes were decoded, in all: the work done, for the tests that keep it linear.
    private(set) var decodedBytes = 0
    /// The start of a character whose last bytes have not come yet.
    private var pending: [UInt8] = []

    /// Adds `chunk` to the text.
    mutating func append(_ chunk: Data) {
        pending += chunk
        let complete = pending.count - Self.incompleteSuffixLength(of: pending)
        guard complete > 0 else { return }
        let bytes = pending[..<complete]
        decodedBytes += bytes.count
        lineCount += bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        text += String(decoding: bytes, as: UTF8.self)
        pending.removeFirst(complete)
    }

    /// Decodes what is left at the end of the output, a broken character as a replacement character.
    mutating func finish() {
        guard !pending.isEmpty else { return }
        decodedBytes += pending.count
        lineCount += pending.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        text += String(decoding: pending, as: UTF8.self)
        pending = []
    }

    /// How many bytes at the end of `bytes` begin a UTF-8 character that needs more bytes than are there.
    static func incompleteSuffixLength(of bytes: [UInt8]) -> Int {
        // A character is at most four bytes: look back at most three for the lead byte of the last one.
        guard !bytes.isEmpty else { return 0 }
        for back in 1...min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            guard byte & 0xC0 == 0x80 else {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return length > back ? back : 0
            }
        }
        return 0
    }
}
