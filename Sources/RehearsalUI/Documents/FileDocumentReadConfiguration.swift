/// What a document reads from: the file and its type, as SwiftUI's `FileDocumentReadConfiguration`.
public struct FileDocumentReadConfiguration {
    /// The type of the file being read.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// A configuration reading `file` as `contentType` (headless code and tests make their own).
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}
