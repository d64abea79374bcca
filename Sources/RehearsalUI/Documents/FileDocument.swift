/// A document of value type that a `DocumentGroup` creates, edits and saves, as SwiftUI's `FileDocument`.
///
/// Headless, a `DocumentGroup(newDocument:editor:)` shows its editor over the new document; nothing is read
/// from or written to disk, so `init(configuration:)` and `fileWrapper(configuration:)` compile but are not
/// called by the dialect.
public protocol FileDocument {
    /// The types the document can open.
    static var readableContentTypes: [UTType] { get }
    /// The types the document can save as; by default, the readable ones.
    static var writableContentTypes: [UTType] { get }

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    /// Reads a document from a file.
    init(configuration: ReadConfiguration) throws
    /// Writes the document to a file.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
