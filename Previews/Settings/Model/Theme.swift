/// The appearance the reader chose for the app.
enum Theme: String, CaseIterable, Identifiable, Sendable {
    case system, light, dark

    var id: Self { self }

    /// The name shown in the theme picker.
    var title: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}
