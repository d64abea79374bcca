import RehearsalUI
import UniformTypeIdentifiers

/// A document app with two groups, as a Mac app that makes checklists and views notes: `previews` lists
/// `ChecklistApp/New ChecklistDocument` (the editor over a new, empty checklist) and
/// `ChecklistApp/View NoteDocument` (the viewer over a note read from an empty file). It imports
/// `UniformTypeIdentifiers` beside the dialect, as app code does, and declares a type of its own.
struct ChecklistApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { ChecklistDocument() }) { file in
            ChecklistEditor(document: file.document)
        }
        DocumentGroup(viewing: NoteDocument.self) { file in
            NoteViewer(text: file.document.text, isEditable: file.isEditable)
        }
    }
}

extension UTType {
    /// A checklist: a folder holding its items and a summary (a package on a Mac).
    static let checklist = UTType(exportedAs: "com.example.checklist", conformingTo: .package)
}

/// A checklist, a reference document: its items, saved as a folder of `items.txt` and `Info.json`.
final class ChecklistDocument: ReferenceFileDocument {
    static let readableContentTypes: [UTType] = [.checklist]

    @Published var items: [String]

    init(items: [String] = []) { self.items = items }

    init(configuration: ReadConfiguration) throws {
        guard let files = configuration.file.fileWrappers, let data = files["items.txt"]?.regularFileContents else {
            throw CocoaError(.fileReadCorruptFile)
        }
        items = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    func snapshot(contentType: UTType) throws -> [String] { items }

    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        folder.addRegularFile(withContents: Data(snapshot.joined(separator: "\n").utf8), preferredFilename: "items.txt")
        folder.addRegularFile(
            withContents: Data("{\"count\":\(snapshot.count)}\n".utf8), preferredFilename: "Info.json")
        return folder
    }
}

/// The checklist's editor: its items, a field and a button to add one; text dropped on the list (even while it
/// is empty) becomes items.
struct ChecklistEditor: View {
    @ObservedObject var document: ChecklistDocument
    @State private var newItem = ""

    var body: some View {
        VStack {
            List {
                ForEach(document.items, id: \.self) { item in Text(item) }
                    .onInsert(of: [.plainText]) { offset, providers in
                        for (index, provider) in providers.enumerated() {
                            _ = provider.loadObject(ofClass: String.self) { text, _ in
                                guard let text else { return }
                                Task { @MainActor in
                                    document.items.insert(text, at: min(offset + index, document.items.count))
                                }
                            }
                        }
                    }
            }
            TextField("New item", text: $newItem)
            Button("Add") {
                document.items.append(newItem)
                newItem = ""
            }
            .disabled(newItem.isEmpty)
            Text("\(document.items.count) items")
        }
    }
}

/// A read-only note.
struct NoteViewer: View {
    let text: String
    let isEditable: Bool

    var body: some View {
        VStack {
            Text(text.isEmpty ? "Empty note" : text)
            if !isEditable { Text("Read only") }
        }
    }
}
