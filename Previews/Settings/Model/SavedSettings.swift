/// The settings as the settings service stores them, a plain value that crosses actors freely.
struct SavedSettings: Equatable, Sendable {
    var theme: Theme
    var fontSize: Double
}
