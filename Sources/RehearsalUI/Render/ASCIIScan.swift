/// Tests a string's UTF-8 bytes in its contiguous storage, where it has one: a text's bytes are searched for the
/// few ASCII bytes that make it special (a quote to escape, a Markdown mark) at every text a mount makes, and the
/// `UTF8View`'s iterator decoded each byte through the string's general representation (about 30 instructions a
/// byte, where a loop over the buffer takes a few).
enum ASCIIScan {
    /// Whether a byte of `string`'s UTF-8 satisfies `test`.
    static func contains(_ string: String, where test: (UInt8) -> Bool) -> Bool {
        // Native and small strings have contiguous UTF-8 (a small one is copied to the stack); a bridged one does not.
        if let found = string.utf8.withContiguousStorageIfAvailable({ bytes in bytes.contains(where: test) }) {
            return found
        }
        return string.utf8.contains(where: test)
    }
}
