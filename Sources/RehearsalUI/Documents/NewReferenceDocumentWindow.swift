/// The window of a new `ReferenceFileDocument` in a `DocumentGroup`: the document in `@StateObject` (made
/// once), the editor over it.
struct NewReferenceDocumentWindow<Document: ReferenceFileDocument, Content: View>: View {
    @StateObject var document: Document
    let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

    init(
        document: @escaping () -> Document, editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        _document = StateObject(wrappedValue: document())
        self.editor = editor
    }

    var body: some View {
        editor(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true))
    }
}

extension NewReferenceDocumentWindow: DocumentWindow {
    var documentTypeName: String { ViewTypeName.of(Document.self) }

    func save() throws -> DocumentSave {
        let type = DocumentSave.contentType(
            writable: Document.writableContentTypes, readable: Document.readableContentTypes)
        let snapshot = try document.snapshot(contentType: type)
        let file = try document.fileWrapper(
            snapshot: snapshot, configuration: FileDocumentWriteConfiguration(contentType: type))
        return DocumentSave(contentType: type, file: file)
    }
}
