import RehearsalUI

/// Saved settings on a slow connection: the service takes 30 seconds, so the screen stays loading.
struct SlowSettings: PreviewModifier {
    static func makeSharedContext() async throws -> (settings: UserSettings, client: SettingsClient) {
        (UserSettings(), SettingsClient(saved: SavedSettings(theme: .dark, fontSize: 18), delay: .seconds(30)))
    }

    func body(content: Content, context: (settings: UserSettings, client: SettingsClient)) -> some View {
        content
            .environment(context.settings)
            .environment(context.client)
    }
}
