import RehearsalUI

/// Inkwell's app: one window showing `RootView`, with the app-wide services made once and injected.
///
/// On an Apple platform this type would carry `@main`; here it lives in a library target, so the previews
/// are the way in. The services are the in-memory stubs, so the app shows the sample library.
struct InkwellApp: App {
    @State private var library = LibraryClient(shelves: Shelf.samples, books: Book.samples)
    @State private var settings = UserSettings()
    @State private var settingsClient = SettingsClient()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(library)
                .environment(settings)
                .environment(settingsClient)
        }
    }
}
