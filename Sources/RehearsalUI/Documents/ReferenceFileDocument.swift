/// A document of reference type, an `ObservableObject`, that a `DocumentGroup` creates and edits, as
/// SwiftUI's `ReferenceFileDocument`; saving works from a snapshot. Headless, nothing is read or saved.
public protocol ReferenceFileDocument: ObservableObject {
    /// What a save writes: a copy of the document's contents taken on the main actor.
    associatedtype Snapshot

    /// The types the document can open.
    static var readableContentTypes: [UTType] { get }
    /// The types the document can save as; by default, the readable ones.
    static var writableContentTypes: [UTType] { get }

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    /// Reads a document from a file.
    init(configuration: ReadConfiguration) throws
    /// A snapshot of the document to save as `contentType`.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// Writes a snapshot to a file.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
