import Foundation

/// What a `DocumentGroup`'s editor gets for a `ReferenceFileDocument`: the observed document, as SwiftUI's
/// `ReferenceFileDocumentConfiguration`. Headless, a new document has no file and is editable.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document, observed: its `@Published` changes update the editor.
    @ObservedObject public var document: Document
    /// Where the document is saved; `nil` for a new document.
    public var fileURL: URL?
    /// Whether the document can be edited (a `viewing:` group cannot).
    public var isEditable: Bool

    init(document: Document, fileURL: URL?, isEditable: Bool) {
        _document = ObservedObject(wrappedValue: document)
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
