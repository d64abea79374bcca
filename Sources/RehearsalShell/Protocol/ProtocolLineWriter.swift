/// Writes the worker protocol's lines byte by byte: the same text `JSONValue.serialized()` makes for them, without
/// building a `JSONValue` or appending a string one Unicode scalar at a time (a step's reply is written at every
/// step, and an `open`'s carries the whole tree).
///
/// Strings are escaped as `JSONValue` escapes them: `\"`, `\\`, `\n`, `\r`, `\t`, any other control character as
/// `\u00xx` (lower-case hexadecimal), everything else as it is.
struct ProtocolLineWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 128) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `text` as it is (punctuation and keys the caller knows need no escape).
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends JSON text written elsewhere.
    mutating func text(_ json: String) {
        bytes.append(contentsOf: json.utf8)
    }

    /// Appends `value` as a JSON string, in quotes.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { source in
            var start = 0
            for (index, byte) in source.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
                start = index + 1
                switch byte {
                case 0x22: raw("\\\"")
                case 0x5C: raw("\\\\")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                default:
                    raw("\\u00")
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0xF)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `value` as a JSON string, or `null`.
    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    /// Appends an integer, as `JSONValue.number` prints it (a whole `Double`).
    mutating func integer(_ value: Int) {
        let double = Double(value)
        text(double == double.rounded() && abs(double) < 1e15 ? String(value) : String(double))
    }

    /// Appends `true` or `false`.
    mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
