/// The window of a `DocumentGroup(viewing:)`: headless there is no file to pick, so the viewer shows the
/// document read from an empty file of its first readable type. The document is in `@State`; the viewer's
/// configuration is not editable, and the window cannot save.
struct ViewedDocumentWindow<Document: FileDocument, Content: View>: View {
    @State var document: Document
    let viewer: (FileDocumentConfiguration<Document>) -> Content

    init(document: Document, viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        _document = State(initialValue: document)
        self.viewer = viewer
    }

    var body: some View {
        viewer(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: false))
    }
}

extension ViewedDocumentWindow: DocumentWindow {
    var documentTypeName: String { ViewTypeName.of(Document.self) }
    var canSave: Bool { false }

    func save() throws -> DocumentSave {
        let type = DocumentSave.contentType(
            writable: Document.writableContentTypes, readable: Document.readableContentTypes)
        return DocumentSave(
            contentType: type,
            file: try document.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: type)))
    }
}

/// The window of a `DocumentGroup(viewing:)` of reference documents, read from an empty file like
/// `ViewedDocumentWindow`; the document is in `@StateObject`.
struct ViewedReferenceDocumentWindow<Document: ReferenceFileDocument, Content: View>: View {
    @StateObject var document: Document
    let viewer: (ReferenceFileDocumentConfiguration<Document>) -> Content

    init(document: Document, viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        _document = StateObject(wrappedValue: document)
        self.viewer = viewer
    }

    var body: some View {
        viewer(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: false))
    }
}

extension ViewedReferenceDocumentWindow: DocumentWindow {
    var documentTypeName: String { ViewTypeName.of(Document.self) }
    var canSave: Bool { false }

    func save() throws -> DocumentSave {
        let type = DocumentSave.contentType(
            writable: Document.writableContentTypes, readable: Document.readableContentTypes)
        let snapshot = try document.snapshot(contentType: type)
        return DocumentSave(
            contentType: type,
            file: try document.fileWrapper(
                snapshot: snapshot, configuration: FileDocumentWriteConfiguration(contentType: type)))
    }
}

/// What a `DocumentGroup(viewing:)` window shows when its document cannot be read from an empty file.
struct DocumentReadFailure: View {
    let message: String

    var body: some View {
        Text(message)
    }
}

/// An empty file of the first type a document reads, for a viewer's window.
enum EmptyDocumentFile {
    static func configuration(readable: [UTType]) -> FileDocumentReadConfiguration {
        FileDocumentReadConfiguration(
            contentType: readable.first ?? .data, file: FileWrapper(regularFileWithContents: Data()))
    }

    /// The window's text when `init(configuration:)` threw `error`.
    static func failure(_ typeName: String, readable: [UTType], error: any Error) -> DocumentReadFailure {
        let type = (readable.first ?? .data).identifier
        return DocumentReadFailure(
            message: "\(typeName)(configuration:) threw reading an empty \(type) file: "
                + "\(DocumentErrorText.describe(error)); so the viewer has no document to show. To fix, let "
                + "init(configuration:) read an empty file, or open a DocumentGroup(newDocument:) instead")
    }
}
