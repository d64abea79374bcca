/// One word of a command line, with where it starts, so errors can point at it.
package struct Token: Equatable, Sendable {
    /// The word with quotes removed and escapes resolved.
    package var text: String
    /// Whether the word was written in double quotes.
    package var isQuoted: Bool
    /// The 1-based column where the word starts.
    package var column: Int

    package init(_ text: String, isQuoted: Bool = false, column: Int = 1) {
        self.text = text
        self.isQuoted = isQuoted
        self.column = column
    }
}

/// Splits a command line into words: spaces separate, double quotes group, `\"` and `\\` escape,
/// and `#` starts a comment when it begins a word that is not an identifier (`# note`, not `#saveButton`).
package enum Tokenizer {
    package static func tokenize(_ line: String) throws(CommandError) -> [Token] {
        var tokens: [Token] = []
        var characters = Array(line)
        if characters.last == "\r" { characters.removeLast() }
        // A byte-order mark that an editor put at the start of a file or a pipe is not part of the command.
        if characters.first == "\u{FEFF}" { characters[0] = " " }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" {
                index += 1
                continue
            }
            let start = index + 1
            if character == "#", index + 1 >= characters.count || characters[index + 1] == " " {
                break
            }
            if character == "\"" {
                var text = ""
                index += 1
                var closed = false
                while index < characters.count {
                    let current = characters[index]
                    if current == "\\", index + 1 < characters.count {
                        let next = characters[index + 1]
                        switch next {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        default: text.append(next)
                        }
                        index += 2
                        continue
                    }
                    if current == "\"" {
                        closed = true
                        index += 1
                        break
                    }
                    text.append(current)
                    index += 1
                }
                guard closed else {
                    throw CommandError(
                        "unterminated string starting at column \(start)",
                        hint: "close it with a double quote (\")", column: start)
                }
                tokens.append(Token(text, isQuoted: true, column: start))
                continue
            }
            var text = ""
            while index < characters.count, characters[index] != " ", characters[index] != "\t" {
                if characters[index] == "\"" {
                    throw CommandError(
                        "unexpected quote inside the word starting at column \(start)",
                        hint: "put a space before the quoted text", column: index + 1)
                }
                text.append(characters[index])
                index += 1
            }
            tokens.append(Token(text, column: start))
        }
        return tokens
    }

    /// Writes a word back so that `tokenize` reads it unchanged: quoted when it needs to be.
    package static func quote(_ text: String) -> String {
        let needsQuotes =
            text.isEmpty || text.contains { $0 == " " || $0 == "\"" || $0 == "\\" || $0 == "\t" || $0 == "\n" }
        guard needsQuotes else { return text }
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// Always quotes: for names and labels, which read better quoted.
    package static func quoted(_ text: String) -> String {
        let quoted = quote(text)
        return quoted.hasPrefix("\"") ? quoted : "\"\(text)\""
    }
}
