import Foundation

/// Reads the inline Markdown SwiftUI renders in a `Text` made from a string literal (`**bold**`, `*italic*`,
/// `` `code` ``, `~~struck~~`, `[link](url)`) and gives the plain text a reader hears.
package enum MarkdownText {
    /// The text without its Markdown marks; text that is not Markdown comes back unchanged.
    package static func plain(_ source: String) -> String {
        // The marks are ASCII, so text without their bytes has none (the common case, checked without Characters).
        guard ASCIIScan.contains(source, where: isMarkByte), source.contains(where: { "*_`~[".contains($0) }) else {
            return source
        }
        var result = ""
        var characters = Array(source)[...]
        while let first = characters.first {
            if first == "\\", characters.count > 1 {
                result.append(characters[characters.startIndex + 1])
                characters = characters.dropFirst(2)
            } else if first == "[", let (text, rest) = link(characters) {
                result += plain(text)
                characters = rest
            } else if let (marker, inner, rest) = emphasis(characters, after: result.last) {
                result += marker == "`" ? inner : plain(inner)
                characters = rest
            } else {
                result.append(first)
                characters = characters.dropFirst()
            }
        }
        return result
    }

    /// Whether a UTF-8 byte is one of the marks' (`*`, `_`, `` ` ``, `~`, `[`).
    private static func isMarkByte(_ byte: UInt8) -> Bool {
        byte == 0x2A || byte == 0x5F || byte == 0x60 || byte == 0x7E || byte == 0x5B
    }

    /// `[text](destination)` at the start: the text and what follows the link.
    private static func link(_ characters: ArraySlice<Character>) -> (String, ArraySlice<Character>)? {
        guard let close = characters.firstIndex(of: "]"), close + 1 < characters.endIndex,
            characters[close + 1] == "(", let end = characters[(close + 1)...].firstIndex(of: ")")
        else { return nil }
        return (String(characters[(characters.startIndex + 1)..<close]), characters[(end + 1)...])
    }

    /// Emphasis, strong emphasis, strikethrough or code at the start, when it opens after a boundary,
    /// holds text that does not start or end with a space, and closes.
    private static func emphasis(
        _ characters: ArraySlice<Character>, after previous: Character?
    ) -> (String, String, ArraySlice<Character>)? {
        let markers = ["**", "__", "~~", "*", "_", "`"]
        for marker in markers {
            let mark = Array(marker)
            guard characters.starts(with: mark) else { continue }
            if marker.hasPrefix("_"), let previous, previous.isLetter || previous.isNumber { continue }
            let body = characters.dropFirst(mark.count)
            guard let first = body.first, !first.isWhitespace else { continue }
            var index = body.startIndex
            while index < body.endIndex {
                if body[index...].starts(with: mark), index > body.startIndex, !body[index - 1].isWhitespace {
                    let after = index + mark.count
                    if marker.hasPrefix("_"), after < body.endIndex, body[after].isLetter || body[after].isNumber {
                        index += 1
                        continue
                    }
                    return (marker, String(body[body.startIndex..<index]), body[after...])
                }
                index += 1
            }
        }
        return nil
    }
}
