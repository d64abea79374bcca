/// Writes a string as a JSON string literal into UTF-8 bytes, copying the runs that need no escape whole: a reply
/// that carries a 10 MB tree is escaped at the speed of a copy. `JSONValue` and the worker protocol's line writer
/// both write their strings through it, so the two escape alike.
package enum JSONStringEscaping {
    /// Appends `value` in quotes, with `"`, `\` and control characters escaped (`\n`, `\r`, `\t`, else `\u00xx`,
    /// lower-case hexadecimal), everything else byte for byte as it is.
    package static func appendQuoted(_ value: String, to bytes: inout [UInt8]) {
        var value = value
        value.withUTF8 { source in
            // Room for a long text and a few escapes at once (a tree of 100,000 rows is 10 MB); not for short ones,
            // since reserving an exact capacity for each of many would make every append a copy.
            if source.count >= 65_536 { bytes.reserveCapacity(bytes.count + source.count + source.count / 16 + 2) }
            bytes.append(UInt8(ascii: "\""))
            var start = 0
            var index = 0
            while index < source.count {
                let byte = source[index]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
                    start = index + 1
                    appendEscape(byte, to: &bytes)
                }
                index += 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22: bytes.append(UInt8(ascii: "\""))
        case 0x5C: bytes.append(UInt8(ascii: "\\"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0xF)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
