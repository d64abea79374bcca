/// The code of a Swift source file without its comments and string literals, so that a search for
/// `#Preview` or `DocumentGroup(` finds declarations only: a comment or a string that names them does not count.
///
/// Comments (`//`, nested `/* */`) and the text of string literals (`"…"`, `"""…"""`, raw `#"…"#`, with
/// escapes) become spaces; an interpolation's code (`"\(DocumentGroup(…))"`) is kept, as it is code.
/// Newlines are kept, so the text keeps its lines. The plugin compiles this file too (a link in
/// `Plugins/RehearsePlugin`), to choose the files that hold previews.
enum SwiftCodeText {
    /// `text` with comments and the text of string literals blanked out.
    static func code(of text: String) -> String {
        var scanner = Scanner(bytes: Array(text.utf8))
        scanner.scanCode(untilClosingParenthesis: false)
        return String(decoding: scanner.output, as: UTF8.self)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var output: [UInt8] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            output.reserveCapacity(bytes.count)
        }

        private func byte(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        /// Copies code until the end, or (in an interpolation) until its closing parenthesis, which is consumed.
        mutating func scanCode(untilClosingParenthesis: Bool) {
            var depth = 0
            while let current = byte() {
                switch current {
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                    while let next = byte(), next != UInt8(ascii: "\n") { blank(next) }
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    var hashes = 0
                    while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if byte(hashes) == UInt8(ascii: "\"") {
                        skipString(hashes: hashes)
                    } else {
                        copy()
                    }
                case UInt8(ascii: "(") where untilClosingParenthesis:
                    depth += 1
                    copy()
                case UInt8(ascii: ")") where untilClosingParenthesis:
                    copy()
                    if depth == 0 { return }
                    depth -= 1
                default:
                    copy()
                }
            }
        }

        private mutating func copy() {
            output.append(bytes[index])
            index += 1
        }

        /// Consumes one byte, leaving a space in its place (a newline stays).
        private mutating func blank(_ current: UInt8) {
            output.append(current == UInt8(ascii: "\n") ? current : UInt8(ascii: " "))
            index += 1
        }

        private mutating func skipBlockComment() {
            var depth = 0
            while let current = byte() {
                if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    depth += 1
                    blank(current)
                    blank(UInt8(ascii: "*"))
                } else if current == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                    depth -= 1
                    blank(current)
                    blank(UInt8(ascii: "/"))
                    if depth == 0 { return }
                } else {
                    blank(current)
                }
            }
        }

        /// Whether the bytes from the current one on are `"` (or `"""`) followed by `hashes` `#`.
        private func closes(quotes: Int, hashes: Int) -> Bool {
            (0..<quotes).allSatisfy { byte($0) == UInt8(ascii: "\"") }
                && (0..<hashes).allSatisfy { byte(quotes + $0) == UInt8(ascii: "#") }
        }

        /// Blanks a string literal that starts at the current byte (after `hashes` `#`), keeping interpolations.
        private mutating func skipString(hashes: Int) {
            for _ in 0..<hashes { blank(UInt8(ascii: "#")) }
            let quotes = closes(quotes: 3, hashes: 0) ? 3 : 1
            for _ in 0..<quotes { blank(UInt8(ascii: "\"")) }
            while let current = byte() {
                if closes(quotes: quotes, hashes: hashes) {
                    for _ in 0..<(quotes + hashes) { blank(bytes[index]) }
                    return
                }
                // A single-line literal ends at its line's end even when unclosed (the compiler rejects it).
                if quotes == 1, current == UInt8(ascii: "\n") { return }
                let escaped =
                    current == UInt8(ascii: "\\") && (0..<hashes).allSatisfy { byte(1 + $0) == UInt8(ascii: "#") }
                guard escaped, byte(1 + hashes) != nil else {
                    blank(current)
                    continue
                }
                for _ in 0...hashes { blank(bytes[index]) }
                if byte() == UInt8(ascii: "(") {
                    copy()
                    scanCode(untilClosingParenthesis: true)
                } else {
                    blank(bytes[index])
                }
            }
        }
    }
}
