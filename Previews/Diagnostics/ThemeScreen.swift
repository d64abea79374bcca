import RehearsalUI

extension EnvironmentValues {
    /// The name of the accent colour a screen picked; a custom key, declared with `@Entry`.
    @Entry var accentName: String = "blue"
}

/// Two environment values set by state: a change of one re-evaluates only the views that read that one.
///
/// The scheme and the accent are set around four views: one reads the scheme, one the accent, one the
/// locale (which nobody changes) and one reads nothing from the environment. `explain` after a tap names
/// the key that changed and lists the views that were left alone, as SwiftUI leaves them.
struct ThemeScreen: View {
    @State private var dark = false
    @State private var accent = "blue"

    var body: some View {
        VStack {
            Button("Toggle scheme") { dark.toggle() }
            Button("Use red accent") { accent = "red" }
            SchemeBadge()
            AccentLabel()
            LocaleLabel()
            PlainCaption(text: "Reads nothing from the environment")
        }
        .environment(\.colorScheme, dark ? .dark : .light)
        .environment(\.accentName, accent)
    }
}

/// Reads the colour scheme.
struct SchemeBadge: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text("Scheme: \(colorScheme == .dark ? "dark" : "light")")
    }
}

/// Reads the custom accent key.
struct AccentLabel: View {
    @Environment(\.accentName) private var accentName

    var body: some View {
        Text("Accent: \(accentName)")
    }
}

/// Reads the locale, which this screen never changes.
struct LocaleLabel: View {
    @Environment(\.locale) private var locale

    var body: some View {
        Text("Locale: \(locale.identifier)")
    }
}

/// Reads nothing from the environment.
struct PlainCaption: View {
    let text: String

    var body: some View {
        Text(text)
    }
}

#Preview("Scheme and accent") {
    ThemeScreen()
}
