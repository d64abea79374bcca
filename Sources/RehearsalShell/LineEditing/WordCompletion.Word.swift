extension WordCompletion {
    /// The word the cursor is in: where it starts, whether it opened a quote, and its unquoted value.
    struct Word: Equatable {
        /// The word exactly as typed, quotes and backslashes included.
        var text: String
        /// The word with quotes removed and escapes resolved: what candidates must start with.
        var value: String
        /// Whether the cursor is inside a double-quoted string.
        var isQuoted: Bool

        /// Whether the user quoted the word: a completion then keeps it quoted.
        var startsQuoted: Bool { isQuoted || text.hasPrefix("\"") }

        /// The last word of `line`: it starts after the last whitespace that is outside quotes.
        init(endingLine line: String) {
            text = ""
            value = ""
            isQuoted = false
            var isEscaped = false
            for character in line {
                if isEscaped {
                    isEscaped = false
                    text.append(character)
                    value.append(character)
                } else if character == "\\" {
                    isEscaped = true
                    text.append(character)
                } else if character == "\"" {
                    isQuoted.toggle()
                    text.append(character)
                } else if character.isWhitespace && !isQuoted {
                    text = ""
                    value = ""
                } else {
                    text.append(character)
                    value.append(character)
                }
            }
        }
    }
}
