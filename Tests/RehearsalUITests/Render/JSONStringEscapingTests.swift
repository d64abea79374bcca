import Testing

@testable import RehearsalUI

/// The run-copying JSON string writer gives the same bytes as the scalar-by-scalar one it replaced.
@Suite struct JSONStringEscapingTests {
    @Test func escapesWhatJSONNeedsAndCopiesTheRest() {
        let family = "\u{1F469}\u{200D}\u{1F467}"
        let value = "Row \"1\"\n\t├─ Text \"a\\b\"\r\u{1}\u{1F}\u{E9} e\u{301} \(family) \"\u{301}end"
        let expected =
            #""Row \"1\"\n\t├─ Text \"a\\b\"\r\u0001\u001f"# + "\u{E9} e\u{301} \(family) " + #"\""# + "\u{301}end\""
        // Bytes, not strings: `==` on strings would accept another normalization.
        #expect(Array(JSONValue.string(value).serialized().utf8) == Array(expected.utf8))
        #expect(JSONValue.string("").serialized() == #""""#)
        #expect(JSONValue.string("\"").serialized() == #""\"""#)
        #expect(JSONValue.object([("a\nb", .string("plain"))]).serialized() == #"{"a\nb":"plain"}"#)
    }

    @Test func matchesTheScalarWriterOnRandomStrings() {
        let pieces = [
            "a", "Row 12", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{7}", "\u{1B}", "é", "e\u{301}", "├─", "🙂", " ",
        ]
        var generator = SplitMix(seed: 16)
        for _ in 0..<300 {
            var value = ""
            for _ in 0..<Int(generator.next() % 40) { value += pieces[Int(generator.next() % UInt64(pieces.count))] }
            var old = ""
            JSONValue.writeStringScalarByScalar(value, to: &old)
            #expect(Array(JSONValue.string(value).serialized().utf8) == Array(old.utf8), "\(value.debugDescription)")
        }
    }
}
