/// Reads the worker protocol's lines in the shapes its writers produce (an object of strings, whole numbers,
/// booleans and `null`, with at most one object inside), without Foundation's `JSONDecoder`, which costs more
/// than the rest of a small step's round trip.
///
/// It answers only what it can read exactly as `JSONDecoder` would: anything else (a surrogate escape, a fraction or
/// exponent, an array, deeper nesting, a key given twice, a line that is not JSON) is `nil`, and the caller
/// decodes the line with `JSONDecoder` as before, so what is accepted, and every error message, is unchanged.
struct ProtocolLineReader {
    /// A value of the line's object.
    enum Value: Equatable {
        case null
        case bool(Bool)
        case integer(Int)
        case string(String)
        case object([String: Value])

        var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
        var integer: Int? { if case .integer(let value) = self { value } else { nil } }
        var string: String? { if case .string(let value) = self { value } else { nil } }
        var object: [String: Value]? { if case .object(let value) = self { value } else { nil } }
    }

    /// An optional field: `.some(nil)` when it is absent or `null`, `nil` when it holds another type than `read`
    /// takes (which `JSONDecoder` refuses).
    static func optional<T>(_ value: Value?, _ read: (Value) -> T?) -> T?? {
        guard let value, value != .null else { return .some(nil) }
        return read(value).map { .some($0) }
    }

    /// The line's object, keys and values; `nil` when the line is not in the shapes this reader takes.
    static func object(_ line: String) -> [String: Value]? {
        var line = line
        return line.withUTF8 { bytes in
            var reader = Cursor(bytes: bytes)
            guard case .object(let fields)? = reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            return reader.index == bytes.count ? fields : nil
        }
    }

    /// The command of a line that is exactly an object of one `"command"` string (`{"command": "tap \"OK\""}`, spaces
    /// allowed), read without a dictionary: what a client sends at every step. `nil` for any other line.
    static func command(_ line: String) -> String? {
        var line = line
        return line.withUTF8 { bytes in
            var reader = Cursor(bytes: bytes)
            reader.skipSpace()
            guard reader.take(UInt8(ascii: "{")) else { return nil }
            reader.skipSpace()
            guard reader.index < bytes.count, bytes[reader.index] == UInt8(ascii: "\""), reader.string() == "command"
            else { return nil }
            reader.skipSpace()
            guard reader.take(UInt8(ascii: ":")) else { return nil }
            reader.skipSpace()
            guard reader.index < bytes.count, bytes[reader.index] == UInt8(ascii: "\""), let command = reader.string()
            else { return nil }
            reader.skipSpace()
            guard reader.take(UInt8(ascii: "}")) else { return nil }
            reader.skipSpace()
            return reader.index == bytes.count ? command : nil
        }
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        /// Moves past `byte` when it is next.
        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func value(depth: Int) -> Value? {
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return depth < 2 ? object(depth: depth + 1) : nil
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "t"): return word("true", .bool(true))
            case UInt8(ascii: "f"): return word("false", .bool(false))
            case UInt8(ascii: "n"): return word("null", .null)
            default: return integer()
            }
        }

        private mutating func object(depth: Int) -> Value? {
            index += 1
            var fields: [String: Value] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(fields)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let value = value(depth: depth), fields.updateValue(value, forKey: key) == nil else { return nil }
                skipSpace()
                guard index < bytes.count else { return nil }
                let separator = bytes[index]
                index += 1
                if separator == UInt8(ascii: "}") { return .object(fields) }
                guard separator == UInt8(ascii: ",") else { return nil }
            }
        }

        private mutating func word(_ text: StaticString, _ value: Value) -> Value? {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return nil }
            for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return nil }
            index += count
            return value
        }

        /// `-?(0|[1-9][0-9]*)`, not followed by a fraction or an exponent, that fits an `Int` with room to spare.
        private mutating func integer() -> Value? {
            var position = index
            let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            let digitsStart = position
            var magnitude = 0
            while position < bytes.count, (0x30...0x39).contains(bytes[position]), position - digitsStart < 15 {
                magnitude = magnitude * 10 + Int(bytes[position] - 0x30)
                position += 1
            }
            let digits = position - digitsStart
            guard digits > 0, digits == 1 || bytes[digitsStart] != 0x30 else { return nil }
            if position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), 0x30...0x39: return nil
                default: break
                }
            }
            index = position
            return .integer(negative ? -magnitude : magnitude)
        }

        /// The four hexadecimal digits at `position`, as a number.
        private func hex(at position: Int) -> UInt32? {
            guard position + 4 <= bytes.count else { return nil }
            var code: UInt32 = 0
            for byte in bytes[position..<position + 4] {
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: return nil
                }
                code = code << 4 | UInt32(digit)
            }
            return code
        }

        /// A string without surrogate escapes or raw control characters, from its opening quote.
        ///
        /// Its bytes are gathered and decoded once: a reply's tree has an escaped newline every line.
        mutating func string() -> String? {
            index += 1
            var start = index
            var result: [UInt8] = []
            var escaped = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let rest = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    index += 1
                    guard escaped else { return String(decoding: rest, as: UTF8.self) }
                    result.append(contentsOf: rest)
                    return String(decoding: result, as: UTF8.self)
                }
                if byte < 0x20 { return nil }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                if !escaped {
                    escaped = true
                    result.reserveCapacity(bytes.count - start)
                }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                guard index + 1 < bytes.count else { return nil }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""): result.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): result.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    // A surrogate (half of a pair, or alone) is left to JSONDecoder.
                    guard let code = hex(at: index + 2), !(0xD800...0xDFFF).contains(code),
                        let scalar = Unicode.Scalar(code)
                    else { return nil }
                    result.append(contentsOf: String(scalar).utf8)
                    index += 4
                default: return nil
                }
                index += 2
                start = index
            }
            return nil
        }
    }
}
