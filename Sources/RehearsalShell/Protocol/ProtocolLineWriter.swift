import RehearsalUI

/// Writes the worker protocol's lines byte by byte: the same text `JSONValue.serialized()` makes for them, without
/// building a `JSONValue` or appending a string one Unicode scalar at a time (a step's reply is written at every
/// step, and an `open`'s carries the whole tree).
///
/// Strings are escaped by `JSONStringEscaping`, the one escaper `JSONValue` uses too.
struct ProtocolLineWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 128) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `text` as it is (punctuation and keys the caller knows need no escape).
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends JSON text written elsewhere.
    mutating func text(_ json: String) {
        bytes.append(contentsOf: json.utf8)
    }

    /// Appends `value` as a JSON string, in quotes, escaped by `JSONStringEscaping` as `JSONValue` escapes it.
    mutating func string(_ value: String) {
        JSONStringEscaping.appendQuoted(value, to: &bytes)
    }

    /// Appends `value` as a JSON string, or `null`.
    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    /// Appends an integer, as `JSONValue.number` prints it (a whole `Double`).
    mutating func integer(_ value: Int) {
        let double = Double(value)
        text(double == double.rounded() && abs(double) < 1e15 ? String(value) : String(double))
    }

    /// Appends `true` or `false`.
    mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }
}
