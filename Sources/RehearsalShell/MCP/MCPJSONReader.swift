package import RehearsalUI

/// Reads JSON text into a `JSONValue`, keeping the order of each object's keys, so that what the server
/// passes on (a `--json` document, a request's `id`) is written back byte for byte in the same order.
package struct MCPJSONReader {
    /// Why the text is not JSON, with the 1-based character offset where reading stopped.
    package struct Failure: Error, Equatable {
        package var message: String
    }

    private let characters: [Unicode.Scalar]
    private var index = 0
    private var depth = 0

    private init(_ text: String) {
        characters = Array(text.unicodeScalars)
    }

    /// The value that `text` holds; throws when it is not exactly one JSON value.
    package static func parse(_ text: String) throws(Failure) -> JSONValue {
        var reader = MCPJSONReader(text)
        let value = try reader.value()
        reader.skipSpace()
        guard reader.index == reader.characters.count else { throw reader.failure("expected the end of the text") }
        return value
    }

    private func failure(_ expectation: String) -> Failure {
        let found = index < characters.count ? "\"\(Character(characters[index]))\"" : "the end"
        return Failure(message: "\(expectation) at character \(index + 1), but found \(found)")
    }

    private mutating func skipSpace() {
        while index < characters.count, [" ", "\t", "\n", "\r"].contains(characters[index]) { index += 1 }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        skipSpace()
        guard index < characters.count else { throw failure("expected a JSON value") }
        switch characters[index] {
        case "{": return try object()
        case "[": return try array()
        case "\"": return .string(try string())
        case "t": return try literal("true", .bool(true))
        case "f": return try literal("false", .bool(false))
        case "n": return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func nested<T>(_ read: (inout MCPJSONReader) throws(Failure) -> T) throws(Failure) -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 200 else { throw failure("expected at most 200 nested arrays and objects") }
        return try read(&self)
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try nested { (reader: inout MCPJSONReader) throws(Failure) -> JSONValue in
            reader.index += 1
            var fields: [(String, JSONValue)] = []
            reader.skipSpace()
            if reader.index < reader.characters.count, reader.characters[reader.index] == "}" {
                reader.index += 1
                return .object(fields)
            }
            while true {
                reader.skipSpace()
                guard reader.index < reader.characters.count, reader.characters[reader.index] == "\"" else {
                    throw reader.failure("expected a key in quotes")
                }
                let key = try reader.string()
                reader.skipSpace()
                guard reader.index < reader.characters.count, reader.characters[reader.index] == ":" else {
                    throw reader.failure("expected \":\" after a key")
                }
                reader.index += 1
                let value = try reader.value()
                if let existing = fields.firstIndex(where: { $0.0 == key }) {
                    fields[existing].1 = value
                } else {
                    fields.append((key, value))
                }
                reader.skipSpace()
                guard reader.index < reader.characters.count else { throw reader.failure("expected \",\" or \"}\"") }
                let separator = reader.characters[reader.index]
                reader.index += 1
                if separator == "}" { return .object(fields) }
                guard separator == "," else {
                    reader.index -= 1
                    throw reader.failure("expected \",\" or \"}\"")
                }
            }
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try nested { (reader: inout MCPJSONReader) throws(Failure) -> JSONValue in
            reader.index += 1
            var values: [JSONValue] = []
            reader.skipSpace()
            if reader.index < reader.characters.count, reader.characters[reader.index] == "]" {
                reader.index += 1
                return .array(values)
            }
            while true {
                values.append(try reader.value())
                reader.skipSpace()
                guard reader.index < reader.characters.count else { throw reader.failure("expected \",\" or \"]\"") }
                let separator = reader.characters[reader.index]
                reader.index += 1
                if separator == "]" { return .array(values) }
                guard separator == "," else {
                    reader.index -= 1
                    throw reader.failure("expected \",\" or \"]\"")
                }
            }
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        let scalars = Array(word.unicodeScalars)
        guard index + scalars.count <= characters.count, Array(characters[index..<index + scalars.count]) == scalars
        else { throw failure("expected a JSON value (an object, array, string, number, true, false or null)") }
        index += scalars.count
        return value
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        while index < characters.count, "+-0123456789.eE".unicodeScalars.contains(characters[index]) { index += 1 }
        let text = String(String.UnicodeScalarView(characters[start..<index]))
        guard !text.isEmpty, text.first != "+", let value = Double(text), value.isFinite else {
            index = start
            throw failure("expected a JSON value (an object, array, string, number, true, false or null)")
        }
        return .number(value)
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var result = String.UnicodeScalarView()
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\"": return String(result)
            case "\\":
                guard index < characters.count else { throw failure("expected an escape after \\") }
                let escape = characters[index]
                index += 1
                switch escape {
                case "\"", "\\", "/": result.append(escape)
                case "b": result.append("\u{8}")
                case "f": result.append("\u{C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u":
                    var code = try hex()
                    if (0xD800..<0xDC00).contains(code), index + 5 < characters.count, characters[index] == "\\",
                        characters[index + 1] == "u"
                    {
                        // A high surrogate joins the low one after it; alone, it reads as U+FFFD.
                        let next = index
                        index += 2
                        let low = try hex()
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            index = next
                        }
                    }
                    result.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default:
                    index -= 1
                    throw failure("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after \\")
                }
            default:
                guard character.value >= 0x20 else {
                    index -= 1
                    throw failure("expected no control character inside a string (escape it)")
                }
                result.append(character)
            }
        }
        throw failure("expected a closing quote")
    }

    private mutating func hex() throws(Failure) -> UInt32 {
        guard index + 4 <= characters.count,
            let code = UInt32(String(String.UnicodeScalarView(characters[index..<index + 4])), radix: 16)
        else { throw failure("expected four hexadecimal digits after \\u") }
        index += 4
        return code
    }
}
