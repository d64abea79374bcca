import Legacy
import RehearsalUI

/// A Swift 6 mode target that uses the Swift 5 one.
struct AboutScreen: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Tapped \(taps) times")
            Button("Tap") { taps += 1 }
            SettingsScreen()
        }
    }
}

#Preview("About") {
    AboutScreen()
}
