// Seed 000_23ab5d4c89955339.txt, lines 54–63, copied verbatim. The snippet has no import of its own.
import RehearsalUI

@main
struct TaskApp: App {
    @State private var store = TaskStore()
    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(\.taskStore, store)
        }
    }
}
