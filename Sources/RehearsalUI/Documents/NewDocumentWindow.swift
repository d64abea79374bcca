/// The window of a new `FileDocument` in a `DocumentGroup`: the document in `@State`, the editor over a
/// binding to it.
struct NewDocumentWindow<Document: FileDocument, Content: View>: View {
    @State var document: Document
    let editor: (FileDocumentConfiguration<Document>) -> Content

    init(document: Document, editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        _document = State(initialValue: document)
        self.editor = editor
    }

    var body: some View {
        editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true))
    }
}

extension NewDocumentWindow: DocumentWindow {
    var documentTypeName: String { ViewTypeName.of(Document.self) }

    func save() throws -> DocumentSave {
        let type = DocumentSave.contentType(
            writable: Document.writableContentTypes, readable: Document.readableContentTypes)
        let file = try document.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: type))
        return DocumentSave(contentType: type, file: file)
    }
}
