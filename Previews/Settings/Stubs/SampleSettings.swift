import RehearsalUI

/// Settings saved on another device (dark theme, 18-point text), synced after one second.
struct SampleSettings: PreviewModifier {
    static func makeSharedContext() async throws -> (settings: UserSettings, client: SettingsClient) {
        (UserSettings(), SettingsClient(saved: SavedSettings(theme: .dark, fontSize: 18), delay: .seconds(1)))
    }

    func body(content: Content, context: (settings: UserSettings, client: SettingsClient)) -> some View {
        content
            .environment(context.settings)
            .environment(context.client)
    }
}
