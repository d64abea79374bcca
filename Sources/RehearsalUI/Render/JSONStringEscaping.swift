/// Writes a string as a JSON string literal, copying the runs that need no escape whole: a reply that carries
/// a 10 MB tree is escaped at the speed of a copy, not one scalar at a time.
enum JSONStringEscaping {
    /// Appends `value` in quotes, with `"`, `\` and control characters escaped (`\n`, `\r`, `\t`, else `\u00XX`).
    static func appendQuoted(_ value: String, to output: inout String) {
        output += "\""
        let utf8 = value.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte == 0x22 || byte == 0x5C || byte < 0x20 else {
                index = utf8.index(after: index)
                continue
            }
            // The byte is ASCII, so both ends of the run fall between characters.
            output.append(contentsOf: value[runStart..<index])
            output += escape(byte)
            index = utf8.index(after: index)
            runStart = index
        }
        output.append(contentsOf: value[runStart..<utf8.endIndex])
        output += "\""
    }

    private static func escape(_ byte: UInt8) -> String {
        switch byte {
        case 0x22: return "\\\""
        case 0x5C: return "\\\\"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        default:
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
