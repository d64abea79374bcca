import Foundation
import RehearsalUI
import Testing

/// Document apps: a `FileDocument` written with Foundation only and a `ReferenceFileDocument`, in
/// `DocumentGroup(newDocument:editor:)`; headless, the window is the editor over a new document.
@MainActor @Suite struct DocumentsBreadthTests {
    struct TextFile: FileDocument {
        static let readableContentTypes: [UTType] = [.plainText, UTType(exportedAs: "com.example.note")]
        static let writableContentTypes: [UTType] = [.plainText]

        var text = ""

        init(text: String = "") { self.text = text }

        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents else {
                throw CocoaError(.fileReadCorruptFile)
            }
            text = String(decoding: data, as: UTF8.self)
        }

        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    final class Checklist: ReferenceFileDocument {
        static let readableContentTypes: [UTType] = [.json]

        @Published var items: [String]

        init(items: [String] = ["Milk"]) { self.items = items }

        init(configuration: ReadConfiguration) throws {
            let data = configuration.file.regularFileContents ?? Data()
            items = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }

        func snapshot(contentType: UTType) throws -> [String] { items }

        func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(snapshot.joined(separator: "\n").utf8))
        }
    }

    struct TextEditorView: View {
        @Binding var document: TextFile

        var body: some View {
            VStack {
                TextField("Text", text: $document.text)
                Text("\(document.text.count) characters")
            }
        }
    }

    struct ChecklistView: View {
        @ObservedObject var document: Checklist

        var body: some View {
            List(document.items, id: \.self) { Text($0) }
            Button("Add Eggs") { document.items.append("Eggs") }
        }
    }

    struct TextApp: App {
        var body: some Scene {
            DocumentGroup(newDocument: TextFile(text: "Hello")) { file in
                TextEditorView(document: file.$document)
            }
            DocumentGroup(viewing: TextFile.self) { file in Text(file.document.text) }
        }
    }

    struct ChecklistApp: App {
        var body: some Scene {
            DocumentGroup(newDocument: { Checklist() }) { file in
                ChecklistView(document: file.document)
            }
        }
    }

    @Test("A FileDocument's group shows its editor; typing edits the document through its binding")
    func fileDocument() throws {
        let launch = AppLaunch.launch(TextApp())
        #expect(
            launch.output == """
                NewDocumentWindow  @State document=TextFile(text: "Hello")
                  TextEditorView
                    VStack
                      TextField "Text" text="Hello"
                      Text "5 characters"
                note: headless, TextApp shows its first window only and ignores: DocumentGroup(viewing: TextFile.self) (headless, there is no file to open)
                """)
        let graph = try #require(launch.graph)
        try Interactor(graph: graph).type(TargetQuery(label: "Text"), ", world")
        #expect(
            TreeRenderer.render(SnapshotBuilder.build(graph)) == """
                NewDocumentWindow  @State document=TextFile(text: "Hello, world")
                  TextEditorView
                    VStack
                      TextField "Text" text="Hello, world"
                      Text "12 characters"
                """)
    }

    @Test("A ReferenceFileDocument's group observes the document")
    func referenceDocument() throws {
        let launch = AppLaunch.launch(ChecklistApp())
        let graph = try #require(launch.graph)
        try Interactor(graph: graph).tap(TargetQuery(label: "Add Eggs"))
        #expect(
            TreeRenderer.render(SnapshotBuilder.build(graph)) == """
                NewReferenceDocumentWindow  @StateObject document=Checklist
                  ChecklistView  @ObservedObject document=Checklist
                    List
                      Text "Milk"
                      Text "Eggs"
                    Button "Add Eggs"
                """)
    }

    @Test("A document round-trips through its file wrapper, and UTType names its types")
    func fileWrappers() throws {
        let file = try TextFile(text: "Note").fileWrapper(configuration: .init(contentType: .plainText))
        let read = try TextFile(configuration: .init(contentType: .plainText, file: file))
        #expect(read.text == "Note")
        #expect(TextFile.writableContentTypes.map(\.identifier) == ["public.plain-text"])
        #expect(Checklist.writableContentTypes == [.json])
        #expect(
            UTType(filenameExtension: "txt") == .plainText
                && UTType("com.example.note")?.identifier == "com.example.note")
        #expect(UTType.plainText.conforms(to: .text) && !UTType.png.conforms(to: .text))
        let folder = FileWrapper(directoryWithFileWrappers: ["a.txt": file])
        folder.addRegularFile(withContents: Data("b".utf8), preferredFilename: "b.txt")
        #expect(folder.isDirectory && folder.fileWrappers?.keys.sorted() == ["a.txt", "b.txt"])
    }
}
