import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// The document groups the shell opens from an app's scenes: found through builder blocks, `if`, `.commands`
/// and a scene's `.environment` (applied to the window), each window made afresh; a viewer whose document
/// cannot be read from an empty file shows why; saving returns what `fileWrapper` wrote.
@MainActor @Suite struct DocumentWindowsBreadthTests {
    struct Sheet: FileDocument {
        static let readableContentTypes: [UTType] = [.commaSeparatedText]
        var rows: [String]
        init(rows: [String] = ["a,b"]) { self.rows = rows }
        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents, !data.isEmpty else {
                throw CocoaError(.fileReadCorruptFile)
            }
            rows = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            let file = FileWrapper(regularFileWithContents: Data(rows.joined(separator: "\n").utf8))
            file.preferredFilename = "Sheet.\(configuration.contentType.preferredFilenameExtension ?? "")"
            return file
        }
    }

    struct SheetEditor: View {
        @Binding var sheet: Sheet
        @Environment(\.colorScheme) var scheme

        var body: some View {
            VStack {
                Text("\(sheet.rows.count) rows, \(scheme == .dark ? "dark" : "light")")
                Button("Add row") { sheet.rows.append("c,d") }
            }
        }
    }

    struct RowsViewer: View {
        let rows: [String]

        var body: some View { Text(rows.joined(separator: "; ")) }
    }

    struct SheetsApp: App {
        var showsViewer = true

        var body: some Scene {
            WindowGroup { Text("Welcome") }
            DocumentGroup(newDocument: Sheet()) { file in SheetEditor(sheet: file.$document) }
                .commands { CommandMenu("Rows") { Button("Add row") {} } }
                .environment(\.colorScheme, .dark)
            if showsViewer {
                DocumentGroup(viewing: Sheet.self) { file in RowsViewer(rows: file.document.rows) }
            }
        }
    }

    @Test("Groups are found in order through scene modifiers and if; the viewer shows why it has no document")
    func windows() throws {
        try withVirtualTime { _ in
            let windows = DocumentWindows.collect(SheetsApp().body)
            #expect(
                windows.map { "\($0.isViewer ? "View" : "New") \($0.documentTypeName)" } == ["New Sheet", "View Sheet"])
            let editor = ViewGraph()
            editor.mount(windows[0].make())
            editor.flush()
            try Interactor(graph: editor).tap(TargetQuery(label: "Add row"))
            let viewer = ViewGraph()
            viewer.mount(windows[1].make())
            viewer.flush()
            // The scene's `.environment` wraps the window: the window is the first of its kind in tree order.
            var pending = editor.root.map { [$0] } ?? []
            var found: (any DocumentWindow)?
            while found == nil, !pending.isEmpty {
                let node = pending.removeFirst()
                found = node.view as? any DocumentWindow
                pending.insert(contentsOf: node.children, at: 0)
            }
            let window = try #require(found)
            let saved = try window.save()
            let text = String(decoding: saved.file.regularFileContents ?? Data(), as: UTF8.self)
            #expect(
                TreeRenderer.render(SnapshotBuilder.build(editor)) + "\n--\n"
                    + TreeRenderer.render(SnapshotBuilder.build(viewer))
                    + "\n--\n\(saved.file.preferredFilename ?? "") \(saved.contentType.identifier): \(text)" == #"""
                        NewDocumentWindow  @State document=Sheet(rows: ["a,b", "c,d"])  .environment(\.colorScheme, .dark)
                          SheetEditor  @Environment scheme=.dark
                            VStack
                              Text "2 rows, dark"
                              Button "Add row"
                        --
                        DocumentReadFailure
                          Text "Sheet(configuration:) threw reading an empty public.comma-separated-values-text file: The operation could not be completed. The file isn’t in the correct format. (CocoaError 259); so the viewer has no document to show. To fix, let init(configuration:) read an empty file, or open a DocumentGroup(newDocument:) instead"
                        --
                        Sheet.csv public.comma-separated-values-text: a,b
                        c,d
                        """#)
            // An `if` without `else` in the scenes: with it false, the viewer's group is not there.
            #expect(DocumentWindows.collect(SheetsApp(showsViewer: false).body).count == 1)
        }
    }
}
