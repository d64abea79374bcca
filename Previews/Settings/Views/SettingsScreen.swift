import RehearsalUI

/// The settings screen: theme and font size, synced from the settings service on appear and on refresh.
///
/// No view model: the screen expresses its own load phase, edits the app-wide `UserSettings` it finds in
/// the environment, and leaves fetching to `SettingsClient`.
struct SettingsScreen: View {
    @Environment(UserSettings.self) private var settings
    @Environment(SettingsClient.self) private var client
    /// The settings last fetched; `.loaded(nil)` means nothing was saved, so the defaults apply.
    @State private var phase: LoadPhase<SavedSettings?> = .loading

    var body: some View {
        content
            .navigationTitle("Settings")
            .task { await load() }
            .refreshable { await load() }
    }

    @ViewBuilder private var content: some View {
        switch phase {
        case .loading:
            ProgressView("Loading settings...")
        case .failed(let message):
            ContentUnavailableView {
                Label("Couldn't sync your settings", systemImage: "icloud.slash")
            } description: {
                Text(message)
            } actions: {
                Button("Try Again") {
                    phase = .loading
                    Task { await load() }
                }
                .accessibilityIdentifier("tryAgainButton")
            }
        case .loaded(let saved):
            @Bindable var settings = settings
            Form {
                Section("Appearance") {
                    Picker("Theme", selection: $settings.theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    .accessibilityIdentifier("themePicker")
                }
                Section {
                    Slider(value: $settings.fontSize, in: 10...30, step: 1) {
                        Text("Font Size")
                    }
                    .accessibilityValue("\(Int(settings.fontSize)) points")
                    .accessibilityIdentifier("fontSizeSlider")
                    Text("Font Size: \(Int(settings.fontSize))")
                } header: {
                    Text("Text")
                } footer: {
                    if saved == nil {
                        Text("Using the default settings.")
                    }
                }
                Section("Preview") {
                    Text("It was a bright cold day in April, and the clocks were striking thirteen.")
                        .font(.system(size: settings.fontSize))
                }
            }
        }
    }

    private func load() async {
        do {
            let saved = try await client.fetch()
            if let saved { settings.apply(saved) }
            phase = .loaded(saved)
        } catch is CancellationError {
            return  // the screen was left before the service answered
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }
}

#Preview("Loaded", traits: .modifier(SampleSettings())) {
    NavigationStack { SettingsScreen() }
}

#Preview("Loading", traits: .modifier(SlowSettings())) {
    NavigationStack { SettingsScreen() }
}

#Preview("Nothing saved", traits: .modifier(DefaultSettings())) {
    NavigationStack { SettingsScreen() }
}

#Preview("Request fails", traits: .modifier(FailingSettings())) {
    NavigationStack { SettingsScreen() }
}
