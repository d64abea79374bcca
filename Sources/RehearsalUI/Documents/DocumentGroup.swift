/// A scene of documents, as SwiftUI's `DocumentGroup`.
///
/// Headless there is no document browser and no file: `DocumentGroup(newDocument:editor:)` is a window
/// showing the editor over a new document (`NewDocumentWindow`, which keeps a `FileDocument` in `@State`
/// and a `ReferenceFileDocument` in `@StateObject`, so `state` shows the document and the editor's edits
/// through `configuration.$document`). A `viewing:` group has no document to open and is named on the
/// launcher's `note:` line instead. The shell opens either kind from `previews` (`DocumentWindows`): a new
/// group with a new, untitled document, a viewer with the document read from an empty file.
public struct DocumentGroup<Document, Content: View>: Scene {
    public typealias Body = Never

    /// The window of a new document; `nil` for a viewer, which needs a file.
    let window: (@MainActor () -> any View)?
    let name: String
    /// The window the shell opens: the new document's, or the viewer's over an empty file.
    let shellWindow: @MainActor () -> any View
}

extension DocumentGroup where Document: FileDocument {
    /// A group that creates documents with `newDocument` and edits them with `editor`.
    public init(
        newDocument: @autoclosure @escaping () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        window = { NewDocumentWindow(document: newDocument(), editor: editor) }
        name = "DocumentGroup(newDocument:)"
        shellWindow = { NewDocumentWindow(document: newDocument(), editor: editor) }
    }

    /// A group that only opens documents of `documentType`, shown with `viewer`.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        window = nil
        name = "DocumentGroup(viewing: \(ViewTypeName.of(documentType)).self)"
        shellWindow = {
            let readable = Document.readableContentTypes
            do {
                let document = try Document(configuration: EmptyDocumentFile.configuration(readable: readable))
                return ViewedDocumentWindow(document: document, viewer: viewer)
            } catch {
                return EmptyDocumentFile.failure(ViewTypeName.of(Document.self), readable: readable, error: error)
            }
        }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// A group that creates reference documents with `newDocument` and edits them with `editor`.
    public init(
        newDocument: @escaping () -> Document,
        @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        window = { NewReferenceDocumentWindow(document: newDocument, editor: editor) }
        name = "DocumentGroup(newDocument:)"
        shellWindow = { NewReferenceDocumentWindow(document: newDocument, editor: editor) }
    }

    /// A group that only opens reference documents of `documentType`, shown with `viewer`.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        window = nil
        name = "DocumentGroup(viewing: \(ViewTypeName.of(documentType)).self)"
        shellWindow = {
            let readable = Document.readableContentTypes
            do {
                let document = try Document(configuration: EmptyDocumentFile.configuration(readable: readable))
                return ViewedReferenceDocumentWindow(document: document, viewer: viewer)
            } catch {
                return EmptyDocumentFile.failure(ViewTypeName.of(Document.self), readable: readable, error: error)
            }
        }
    }
}

extension DocumentGroup: DocumentScene {
    var documentWindow: DocumentWindows.Window {
        DocumentWindows.Window(
            isViewer: window == nil, documentTypeName: ViewTypeName.of(Document.self), make: shellWindow)
    }
}

extension DocumentGroup: PrimitiveScene {
    package func collectWindows(into windows: inout [SceneWindows.Window]) {
        guard let window else { return }
        windows.append(SceneWindows.Window(title: nil, content: window()))
    }

    package func collectIgnored(into names: inout [String]) {
        if window == nil { names.append(name + " (headless, there is no file to open)") }
    }
}
