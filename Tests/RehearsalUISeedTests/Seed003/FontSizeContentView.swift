// Seed 003_286d4e532c8d873b.txt, lines 81–95, copied verbatim; `struct ContentView: View` → `struct FontSizeContentView: View` (the name is taken by another seed snippet in this module). The snippet has no import of its own.
import RehearsalUI

@MainActor
struct FontSizeContentView: View {
    @State private var settings = UserSettings()

    var body: some View {
        VStack {
            // Direct property access, no $ prefix needed
            Text("Font Size: \(settings.fontSize)")

            // For bindings, use @Bindable
            @Bindable var settings = settings
            Slider(value: $settings.fontSize, in: 10...30)
        }
    }
}
