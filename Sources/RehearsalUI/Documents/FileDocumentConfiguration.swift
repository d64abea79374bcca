import Foundation

/// What a `DocumentGroup`'s editor gets for a `FileDocument`: a binding to the document, as SwiftUI's
/// `FileDocumentConfiguration`. Headless, a new document has no file (`fileURL` is `nil`) and is editable.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document; edits through `$document` are the document's edits.
    @Binding public var document: Document
    /// Where the document is saved; `nil` for a new document.
    public var fileURL: URL?
    /// Whether the document can be edited (a `viewing:` group cannot).
    public var isEditable: Bool

    init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
