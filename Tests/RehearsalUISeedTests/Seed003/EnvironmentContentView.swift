// Seed 003_286d4e532c8d873b.txt, lines 100–119, copied verbatim; `struct ContentView: View` → `struct EnvironmentContentView: View` (the name is taken by another seed snippet in this module). The snippet has no import of its own.
import RehearsalUI

@MainActor
struct EnvironmentContentView: View {
    @State private var userSettings = UserSettings()

    var body: some View {
        NavigationStack {
            MainView()
                .environment(userSettings)
        }
    }
}

@MainActor
struct MainView: View {
    @Environment(UserSettings.self) private var settings

    var body: some View {
        Text("Current theme: \(settings.theme)")
    }
}
