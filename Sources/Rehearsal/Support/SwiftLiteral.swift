/// Swift string literals that read back as the exact text: one-line `"..."` and multi-line `"""` blocks.
///
/// Used by `export` to write a Swift Testing file. A multi-line literal escapes backslashes (so `\(` is no
/// interpolation), runs of three or more quotes, control characters, and the last character of a line's
/// trailing whitespace (editors and formatters strip trailing whitespace, which would change the text).
package enum SwiftLiteral {
    /// `text` as a one-line string literal: `"Taps: \"1\""`.
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result += escaped(scalar)
            }
        }
        return result + "\""
    }

    /// `text` as a multi-line literal: `"""`, its lines indented by `indent`, then `"""` at that indent.
    package static func block(_ text: String, indent: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(line)
        let body = text.isEmpty ? [] : lines.map { $0.isEmpty ? "" : indent + $0 }
        return (["\"\"\""] + body + [indent + "\"\"\""]).joined(separator: "\n")
    }

    /// One line of a multi-line literal's content, escaped.
    static func line(_ text: Substring) -> String {
        var scalars = Array(text.unicodeScalars)
        // The last whitespace character of the line is written as an escape, so stripping cannot change it.
        var trailing: Unicode.Scalar?
        if let last = scalars.last, last == " " || last == "\t" {
            trailing = last
            scalars.removeLast()
        }
        var result = ""
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                var end = index
                while end < scalars.count, scalars[end] == "\"" { end += 1 }
                let run = end - index
                result += run >= 3 ? String(repeating: "\\\"", count: run) : String(repeating: "\"", count: run)
                index = end
                continue
            }
            result += scalar == "\\" ? "\\\\" : escaped(scalar)
            index += 1
        }
        if let trailing { result += trailing == " " ? "\\u{20}" : "\\t" }
        return result
    }

    /// A scalar as it may appear in a literal: control characters escaped, everything else as is.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\n": return "\\n"
        case "\0": return "\\0"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || scalar == "\u{2028}" || scalar == "\u{2029}"
            {
                return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
            return String(scalar)
        }
    }
}
