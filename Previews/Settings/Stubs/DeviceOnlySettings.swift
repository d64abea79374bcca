import RehearsalUI

/// Settings kept on this device only, with no settings service behind them.
///
/// The settings screen syncs through a `SettingsClient`, which this stub does not provide: applying it to a
/// screen that had one (`env DeviceOnlySettings`) fails to render, names the missing object and the stubs
/// that provide one, and keeps the stubs the session had.
struct DeviceOnlySettings: PreviewModifier {
    static func makeSharedContext() async throws -> UserSettings {
        UserSettings()
    }

    func body(content: Content, context: UserSettings) -> some View {
        content.environment(context)
    }
}
