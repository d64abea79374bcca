import Foundation

/// A representation that travels as a file of one content type, as CoreTransferable's `FileRepresentation`.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public typealias Body = _NoTransferBody<Item>

    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// Exports the item as a file of `contentType` and imports it back from one.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Exports the item as a file of `contentType`.
    public init(
        exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        self.contentType = contentType
        self.exporting = exporting
        importing = nil
    }

    /// Imports the item from a file of `contentType`.
    public init(
        importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        self.contentType = contentType
        exporting = nil
        self.importing = importing
    }
}
