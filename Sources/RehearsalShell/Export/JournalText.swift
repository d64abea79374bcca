/// Texts in a ``JournalFile``, each written once while it is among the last few written: a screen switched back
/// and forth, or a command repeated, adds no bytes; a counter's new text adds its own.
package final class JournalText {
    /// Where a text is in the file: its offset and its length in UTF-8 bytes.
    package struct Reference: Equatable {
        package var offset: Int
        package var length: Int

        /// Bytes of a reference in a journal record.
        package static let width = 12

        package init(offset: Int, length: Int) {
            self.offset = offset
            self.length = length
        }

        /// The reference written at `offset` of `file`.
        package init(file: JournalFile, at offset: Int) {
            self.init(offset: file.integer(at: offset, width: 8), length: file.integer(at: offset + 8, width: 4))
        }

        /// The reference as a record's bytes.
        package var bytes: [UInt8] {
            JournalFile.bytes(offset, width: 8) + JournalFile.bytes(length, width: 4)
        }

        /// Writes the reference into `record`, as ``bytes``.
        package func write(to record: inout JournalFile.Record) {
            record.integer(offset, width: 8)
            record.integer(length, width: 4)
        }
    }

    let file: JournalFile
    /// The last short texts written, most recent last; a fixed few, so memory does not grow with the session.
    private var recent: [(text: String, reference: Reference)] = []
    private static let recentLimit = 8
    /// Longer texts (a whole tree) are not kept in memory to be compared.
    private static let recentLength = 4_096

    package init(file: JournalFile) {
        self.file = file
    }

    /// Where `text` is, written at the end unless it is among the last few.
    package func add(_ text: String) -> Reference {
        if let index = recent.firstIndex(where: { $0.text == text }) {
            let found = recent.remove(at: index)
            recent.append(found)
            return found.reference
        }
        let bytes = Array(text.utf8)
        let reference = Reference(offset: file.append(bytes), length: bytes.count)
        guard bytes.count <= Self.recentLength else { return reference }
        recent.append((text, reference))
        if recent.count > Self.recentLimit { recent.removeFirst() }
        return reference
    }

    /// The text at `reference`.
    package func text(_ reference: Reference) -> String {
        String(decoding: file.read(at: reference.offset, count: reference.length), as: UTF8.self)
    }
}
