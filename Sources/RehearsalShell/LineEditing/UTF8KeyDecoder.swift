/// Turns the bytes typed at the terminal, one at a time, into characters: UTF-8, whatever the C locale says.
///
/// The line editor's own character reader uses it instead of `mbrtowc`, whose result depends on the calling
/// thread's locale: a shell whose locale is not UTF-8 would drop every non-ASCII key. A byte that cannot start
/// or continue a sequence is dropped; a sequence cut short by a new lead byte is dropped and the new one begins.
struct UTF8KeyDecoder {
    private var bytes: [UInt8] = []
    private var expected = 0

    /// Adds one byte; returns the character it completes, or `nil` while a sequence waits for more bytes
    /// (or the byte was dropped).
    mutating func add(_ byte: UInt8) -> Unicode.Scalar? {
        if bytes.isEmpty || byte & 0xC0 != 0x80 {
            bytes = []
            switch byte {
            case 0x00...0x7F: return Unicode.Scalar(byte)
            case 0xC2...0xDF: expected = 2
            case 0xE0...0xEF: expected = 3
            case 0xF0...0xF4: expected = 4
            default: return nil
            }
            bytes = [byte]
            return nil
        }
        bytes.append(byte)
        guard bytes.count == expected else { return nil }
        defer { bytes = [] }
        return String(validating: bytes, as: UTF8.self)?.unicodeScalars.first
    }
}
