/// What Tab does to a line: the word before the cursor, the candidates that extend it, and the edit to make.
///
/// Candidates are whole words, unquoted (`ShelfScreen/Request fails`, `#addButton`, `tree`); the line's
/// quoting is this type's business. A lone candidate replaces the word, quoted when it holds a space, a quote
/// or a backslash, and is closed with a quote and a space (or left open when it ends in `/`, a partial name
/// such as `ShelfScreen/`). Several candidates are listed and their longest common prefix is inserted.
/// Candidates that do not start with the word being typed are ignored; duplicates are listed once, in the
/// provider's order.
package struct WordCompletion: Equatable, Sendable {
    /// How many characters before the cursor to delete, counted in Unicode scalars as libedit counts them.
    package var deletedScalarCount: Int

    /// The text to insert at the cursor once they are deleted.
    package var insertion: String

    /// The candidates to list below the line; empty when a single candidate was inserted.
    package var listing: [String]

    package init(deletedScalarCount: Int, insertion: String, listing: [String]) {
        self.deletedScalarCount = deletedScalarCount
        self.insertion = insertion
        self.listing = listing
    }

    /// The edit Tab makes, or `nil` when no candidate extends the word before the cursor (Tab then beeps).
    package init?(lineBeforeCursor: String, candidates: [String]) {
        let word = Word(endingLine: lineBeforeCursor)
        var seen: Set<String> = []
        let matches = candidates.filter { $0.hasPrefix(word.value) && seen.insert($0).inserted }
        guard let first = matches.first else { return nil }

        let replacement: String
        if matches.count == 1 {
            let isPartial = first.hasSuffix("/")
            replacement = Self.quoted(first, force: word.startsQuoted, closed: !isPartial) + (isPartial ? "" : " ")
            listing = []
        } else {
            let prefix = matches.dropFirst().reduce(first) { $0.commonPrefix(with: $1) }
            replacement =
                prefix.count > word.value.count
                ? Self.quoted(prefix, force: word.startsQuoted, closed: false) : word.text
            listing = matches
        }
        // Rewrite only what changed, so the terminal does not flicker over text the user typed.
        if replacement.unicodeScalars.starts(with: word.text.unicodeScalars) {
            deletedScalarCount = 0
            insertion = String(
                String.UnicodeScalarView(replacement.unicodeScalars.dropFirst(word.text.unicodeScalars.count)))
        } else {
            deletedScalarCount = word.text.unicodeScalars.count
            insertion = replacement
        }
    }

    /// `value` as the command language spells it: bare when it can be, else in double quotes with `"` and
    /// `\` escaped; an open quote stays open when `closed` is false.
    package static func quoted(_ value: String, force: Bool, closed: Bool) -> String {
        let needsQuotes = value.contains { $0.isWhitespace || $0 == "\"" || $0 == "\\" }
        guard force || needsQuotes else { return value }
        var result = "\""
        for character in value {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return closed ? result + "\"" : result
    }

    /// Lays `items` out in columns that fit `width`, filled top to bottom then left to right, as `ls` does;
    /// one string per row, without trailing spaces.
    package static func columns(_ items: [String], width: Int) -> [String] {
        guard let widest = items.map(\.count).max() else { return [] }
        let columnWidth = widest + 2
        let columnCount = max(1, min(items.count, (width + 2) / columnWidth))
        let rowCount = (items.count + columnCount - 1) / columnCount
        return (0..<rowCount).map { row in
            var line = ""
            for column in 0..<columnCount {
                let index = column * rowCount + row
                guard index < items.count else { break }
                line += items[index].padding(toWidth: columnWidth)
            }
            return String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
    }
}

extension String {
    /// The longest prefix, in whole characters, that `self` and `other` share.
    fileprivate func commonPrefix(with other: String) -> String {
        String(zip(self, other).prefix { $0 == $1 }.map(\.0))
    }

    /// `self` followed by spaces up to `width` characters.
    fileprivate func padding(toWidth width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
