import RehearsalUI

extension PreviewCatalog {
    /// The `DocumentGroup`s of the apps in scope, as previews: `NotesApp/New NoteDocument` opens the editor over
    /// a new, untitled document, `NotesApp/View NoteDocument` the viewer over one read from an empty file. The
    /// app is made afresh (`init()`) at each `open`, so each starts from a new document.
    static func documentEntries(in scope: PreviewScope, names: inout Set<String>) -> [PreviewEntry] {
        let apps = ConformanceScanner.conformingTypes(toProtocolNamed: "App", inModule: "RehearsalUI")
            .compactMap { $0 as? any App.Type }
            .filter { scope.includes(.type(String(reflecting: $0))) }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
        var entries: [PreviewEntry] = []
        for app in apps {
            for (index, window) in documentWindows(of: app).enumerated() {
                let verb = window.isViewer ? "View" : "New"
                let name = unique("\(ShortTypeName.of(app))/\(verb) \(window.documentTypeName)", among: &names)
                let scene = AppScene(app)
                let preview = Preview(
                    name: "\(verb) \(window.documentTypeName)", traits: [],
                    content: { DocumentWindows.collect(scene.makeApp().body)[index].make() })
                var entry = PreviewEntry(name: name, fileID: nil, line: nil, preview: preview)
                entry.module = String(String(reflecting: app).prefix { $0 != "." })
                entry.app = scene
                entries.append(entry)
            }
        }
        return entries
    }

    /// The document groups of a new instance of `app`.
    private static func documentWindows(of app: any App.Type) -> [DocumentWindows.Window] {
        DocumentWindows.collect(app.init().body)
    }
}
