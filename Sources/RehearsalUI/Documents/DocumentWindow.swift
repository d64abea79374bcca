/// A `DocumentGroup`'s window in the graph: the shell's `save` finds it and asks it for the file its document
/// writes, as the File menu's Save does.
@MainActor package protocol DocumentWindow {
    /// The document's type, as code writes it: `NoteDocument`.
    var documentTypeName: String { get }
    /// Whether the window can save: a `DocumentGroup(viewing:)` window only shows its document.
    var canSave: Bool { get }
    /// The document written as the first type it can save as, through `fileWrapper(configuration:)` (a reference
    /// document through `snapshot(contentType:)` and then `fileWrapper(snapshot:configuration:)`).
    func save() throws -> DocumentSave
}

extension DocumentWindow {
    package var canSave: Bool { true }
}

/// What saving a document wrote: the file (or folder) and the type it was written as.
package struct DocumentSave {
    /// The type the document was written as: the first of its `writableContentTypes`.
    package let contentType: UTType
    /// What `fileWrapper` returned.
    package let file: FileWrapper

    /// The type a new document is saved as: the first type it can write, else the first it can read.
    static func contentType(writable: [UTType], readable: [UTType]) -> UTType {
        writable.first ?? readable.first ?? .data
    }
}
