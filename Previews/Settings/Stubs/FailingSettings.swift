import RehearsalUI

/// A settings service that cannot be reached: every request fails after one second.
struct FailingSettings: PreviewModifier {
    static func makeSharedContext() async throws -> (settings: UserSettings, client: SettingsClient) {
        (UserSettings(), SettingsClient(delay: .seconds(1), failure: .unreachable))
    }

    func body(content: Content, context: (settings: UserSettings, client: SettingsClient)) -> some View {
        content
            .environment(context.settings)
            .environment(context.client)
    }
}
