import Rehearsal
import RehearsalUI

/// Store actions for the Settings previews, run with the shell's `do`: change the app-wide settings.
///
/// Rehearsal-only: this file imports `Rehearsal`, so a build against SwiftUI leaves it out.
struct SettingsActions: PreviewActions {
    static var actions: [PreviewAction] {
        [
            PreviewAction("dark theme", for: "SettingsScreen", store: UserSettings.self) { settings in
                settings.theme = .dark
            },
            PreviewAction("large text", for: "SettingsScreen", store: UserSettings.self) { settings in
                settings.fontSize = 28
            },
            PreviewAction("reset", for: "SettingsScreen", store: UserSettings.self) { settings in
                settings.apply(SavedSettings(theme: .system, fontSize: 16))
            },
            PreviewAction("go offline", for: "SettingsScreen", store: SettingsClient.self) { client in
                client.failure = .unreachable
            },
        ]
    }
}
