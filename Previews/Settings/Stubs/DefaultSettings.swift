import RehearsalUI

/// A settings service with nothing saved, so the screen keeps the defaults; answers after one second.
struct DefaultSettings: PreviewModifier {
    static func makeSharedContext() async throws -> (settings: UserSettings, client: SettingsClient) {
        (UserSettings(), SettingsClient(delay: .seconds(1)))
    }

    func body(content: Content, context: (settings: UserSettings, client: SettingsClient)) -> some View {
        content
            .environment(context.settings)
            .environment(context.client)
    }
}
