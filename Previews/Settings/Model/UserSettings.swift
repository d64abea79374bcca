import RehearsalUI

/// The reader's app-wide preferences, observed by every view that reads them.
///
/// Views read the properties directly; a view that edits them makes bindings with `@Bindable`.
@Observable @MainActor
final class UserSettings {
    var theme: Theme = .system
    var fontSize: Double = 16

    /// Takes the values the settings service returned.
    func apply(_ saved: SavedSettings) {
        theme = saved.theme
        fontSize = saved.fontSize
    }
}
