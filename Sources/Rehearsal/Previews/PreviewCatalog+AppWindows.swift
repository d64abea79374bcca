import RehearsalUI

extension PreviewCatalog {
    /// The windows (`WindowGroup`, `Window`) of the apps in scope that declare menu commands, as previews named
    /// `StoryApp/Window` (or after the window's title): opening one carries the app's commands, which a preview
    /// of a bare view does not. Apps without commands are explored through their views' own previews.
    static func appWindowEntries(in scope: PreviewScope, names: inout Set<String>) -> [PreviewEntry] {
        let apps = ConformanceScanner.conformingTypes(toProtocolNamed: "App", inModule: "RehearsalUI")
            .compactMap { $0 as? any App.Type }
            .filter { scope.includes(.type(String(reflecting: $0))) }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
        var entries: [PreviewEntry] = []
        for app in apps {
            let body = app.init().body
            guard !CommandsContent.commands(in: body).isEmpty else { continue }
            for (index, window) in SceneWindows.collect(body).enumerated() {
                let scene = AppScene(app, window: index)
                let title = window.title ?? "Window"
                let name = unique("\(scene.name)/\(title)", among: &names)
                let preview = Preview(
                    name: title, traits: [], content: { SceneWindows.collect(scene.appForWindow().body)[index].content }
                )
                var entry = PreviewEntry(name: name, fileID: nil, line: nil, preview: preview)
                entry.module = String(String(reflecting: app).prefix { $0 != "." })
                entry.app = scene
                entries.append(entry)
            }
        }
        return entries
    }
}
