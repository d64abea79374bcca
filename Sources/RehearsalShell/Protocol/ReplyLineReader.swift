import Rehearsal

/// Reads a reply line exactly as ``WorkerReply/jsonLineBytes(newline:)`` writes it, in one pass and without a
/// dictionary: the fields in the writer's order, no space, strings escaped as `JSONStringEscaping` escapes them
/// (of valid UTF-8), numbers as the writer prints them, `ok` agreeing with the error.
///
/// A line it reads is therefore the very bytes its reply is written as again, so the shell front can print the
/// worker's line as it came instead of writing it anew. Any other line (another writer's, completions, a fraction,
/// `\/`, a space) is `nil`, and ``WorkerReply/init(jsonLine:)`` reads it the general way.
struct ReplyLineReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The reply `line` (without its newline) holds, when it is in the writer's exact form.
    static func reply(_ line: UnsafeBufferPointer<UInt8>) -> WorkerReply? {
        var reader = ReplyLineReader(bytes: line)
        return reader.reply()
    }

    private mutating func reply() -> WorkerReply? {
        guard literal("{\"ok\":"), let ok = bool(), literal(",\"output\":"), let output = string() else { return nil }
        var error: CommandError?
        if literal(",\"error\":{\"code\":") {
            guard let code = string(), literal(",\"message\":"), let message = string(), literal(",\"hint\":"),
                let hint = optionalString()
            else { return nil }
            var column: Int?
            if literal(",\"column\":") {
                guard let value = integer() else { return nil }
                column = value
            }
            guard literal("}") else { return nil }
            error = CommandError(message, code: code, hint: hint, column: column)
        }
        guard ok == (error == nil), literal(",\"preview\":"), let preview = optionalString(), literal(",\"step\":"),
            let step = integer()
        else { return nil }
        let quits = literal(",\"quit\":true")
        var module: String?
        if literal(",\"module\":") {
            guard let value = string() else { return nil }
            module = value
        }
        guard literal("}"), index == bytes.count else { return nil }
        var reply = WorkerReply(output: output, error: error, preview: preview, step: step, quits: quits)
        reply.module = module
        return reply
    }

    /// Moves past `text` when the line goes on with it.
    private mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = text.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        index += count
        return true
    }

    private mutating func bool() -> Bool? {
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    /// `-?(0|[1-9][0-9]*)` of at most 15 digits, as the writer prints a whole number (never `-0`).
    private mutating func integer() -> Int? {
        var position = index
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let digitsStart = position
        var magnitude = 0
        while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
            guard position - digitsStart < 15 else { return nil }
            magnitude = magnitude * 10 + Int(bytes[position] - 0x30)
            position += 1
        }
        let digits = position - digitsStart
        guard digits > 0, digits == 1 || bytes[digitsStart] != 0x30, !(negative && magnitude == 0) else { return nil }
        index = position
        return negative ? -magnitude : magnitude
    }

    /// A string, or `null`: `.some(nil)` for `null`, `nil` for neither.
    private mutating func optionalString() -> String?? {
        if literal("null") { return .some(nil) }
        return string().map { .some($0) }
    }

    /// A string from its opening quote, escaped only as `JSONStringEscaping` escapes (`\"`, `\\`, `\n`, `\r`, `\t`,
    /// any other control character as `\u00xx` in lower case), of valid UTF-8.
    private mutating func string() -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let start = index
        var escapes = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { return nil }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            guard let length = escapeLength(at: index) else { return nil }
            index += length
            escapes += 1
        }
        guard index < bytes.count else { return nil }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        guard escapes > 0 else { return Self.isValidUTF8(raw) ? String(decoding: raw, as: UTF8.self) : nil }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var position = 0
        while position < raw.count {
            let byte = raw[position]
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                position += 1
                continue
            }
            switch raw[position + 1] {
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                decoded.append(Self.hexValue(raw[position + 4]) << 4 | Self.hexValue(raw[position + 5]))
                position += 4
            default: decoded.append(raw[position + 1])
            }
            position += 2
        }
        return decoded.withUnsafeBufferPointer(Self.isValidUTF8) ? String(decoding: decoded, as: UTF8.self) : nil
    }

    /// Whether `bytes` are well-formed UTF-8 (Unicode's table 3-7), which `String(decoding:as:)` then takes as they
    /// are, with nothing repaired. (`String(validating:as:)` answers the same, at the cost of looking up its generic
    /// metadata at every call.)
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The length of the sequence, and the range its second byte must fall in.
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                second = 0x80...0x9F
            case 0xF0:
                length = 4
                second = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                second = 0x80...0x8F
            default: return false
            }
            guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return false }
            for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return false }
            index += length
        }
        return true
    }

    /// The length of the escape at `position` when it is one the writer makes, else `nil`.
    private func escapeLength(at position: Int) -> Int? {
        guard position + 1 < bytes.count else { return nil }
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"): return 2
        case UInt8(ascii: "u"):
            guard position + 5 < bytes.count, bytes[position + 2] == 0x30, bytes[position + 3] == 0x30,
                bytes[position + 4] == 0x30 || bytes[position + 4] == 0x31,
                Self.isLowerHexDigit(bytes[position + 5])
            else { return nil }
            let code = Self.hexValue(bytes[position + 4]) << 4 | Self.hexValue(bytes[position + 5])
            // The writer names these three: `\u000a` is not its spelling of a newline.
            return code == 0x0A || code == 0x0D || code == 0x09 ? nil : 6
        default: return nil
        }
    }

    private static func isLowerHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// The value of a hexadecimal digit already checked to be `0`–`9` or `a`–`f`.
    private static func hexValue(_ byte: UInt8) -> UInt8 {
        byte <= 0x39 ? byte - 0x30 : byte - 0x61 + 10
    }
}
