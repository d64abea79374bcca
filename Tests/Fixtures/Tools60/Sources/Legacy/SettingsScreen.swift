import RehearsalUI

/// Shared by every screen: a class, so not `Sendable`; Swift 5 mode accepts it as a static default.
final class Theme {
    var name = "Paper"
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme()
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

/// The settings the build was made with, each shown only when the manifest's setting reached the compiler.
public struct SettingsScreen: View {
    @Environment(\.theme) private var theme
    @State private var code = "Build 42"

    public init() {}

    public var body: some View {
        VStack {
            Text("Theme \(theme.name)")
            #if LEGACY_FLAG
                Text("define: LEGACY_FLAG")
            #endif
            #if UNSAFE_FLAG
                Text("unsafe flag: UNSAFE_FLAG")
            #endif
            Text("regex: \(code.firstMatch(of: /[0-9]+/).map { String($0.output) } ?? "none")")
            Button("Next build") { code = "Build 43" }
        }
    }
}

#Preview("Flags") {
    SettingsScreen()
}
