import RehearsalUI

/// The colours of the counter, shared by every screen: a class, so not `Sendable`.
final class Palette {
    var accent = "blue"
}

private struct PaletteKey: EnvironmentKey {
    static let defaultValue = Palette()
}

extension EnvironmentValues {
    var palette: Palette {
        get { self[PaletteKey.self] }
        set { self[PaletteKey.self] = newValue }
    }
}

struct CounterScreen: View {
    @Environment(\.palette) private var palette
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
                .accessibilityHint("Accent \(palette.accent)")
        }
    }
}

#Preview("Default") {
    CounterScreen()
}
