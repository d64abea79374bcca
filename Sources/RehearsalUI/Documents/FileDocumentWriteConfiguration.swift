/// Where a document writes to, as SwiftUI's `FileDocumentWriteConfiguration`.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file written last time, if any.
    public let existingFile: FileWrapper?

    /// A configuration writing `contentType` over `existingFile`.
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
