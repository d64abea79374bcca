import RehearsalUI

/// Starts its load with `Task { }` in `onAppear`: nothing cancels it.
struct AppearLoader: View {
    @State private var phase = "loading"

    var body: some View {
        Text(phase)
            .onAppear {
                Task { @MainActor in
                    try? await Task.sleep(for: .seconds(1))
                    phase = "loaded"
                }
            }
    }
}

/// Starts its load with `.task`, which is cancelled when the view disappears.
struct TaskLoader: View {
    @State private var phase = "loading"

    var body: some View {
        Text(phase)
            .task {
                try? await Task.sleep(for: .seconds(1))
                phase = "loaded"
            }
    }
}

#Preview("Provoked") {
    AppearLoader()
}

#Preview("Idiomatic") {
    TaskLoader()
}
