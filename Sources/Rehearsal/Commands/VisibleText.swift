/// Text made safe to print on a terminal or into a CI log: control characters (escape included) are
/// written as `\u{1B}`, so that a script or a label cannot move the cursor, change colours or hide lines.
///
/// Newlines and tabs stay as they are: messages and outputs span lines.
package enum VisibleText {
    /// `text` with every control character other than newline and tab written as `\u{XX}`.
    package static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The start of `text`, escaped, for a message about it: `limit` characters, then `...` if it goes on.
    package static func excerpt(_ text: String, limit: Int = 60) -> String {
        var prefix = ""
        var count = 0
        for character in text {
            guard count < limit else { return escaping(prefix) + "..." }
            prefix.append(character)
            count += 1
        }
        return escaping(prefix)
    }

    /// C0 and C1 controls and DEL, except newline and tab; the byte-order mark too.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00..<0x20, 0x7F..<0xA0, 0xFEFF: true
        default: false
        }
    }
}
