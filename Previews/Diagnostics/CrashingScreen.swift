import RehearsalUI

/// A screen with bugs on purpose, to show crash isolation: a tap that traps, and one that never returns.
///
/// In the shell, `tap "Crash"` reports `Fatal error: Unexpectedly found nil...` and the session goes on at
/// the step before; `tap "Hang"` is stopped by the worker's watchdog (`REHEARSE_WATCHDOG` seconds).
struct CrashingScreen: View {
    @State private var taps = 0
    /// Nothing ever sets it: the bug the Crash button trips over.
    @State private var selectedTitle: String?

    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            Button("Count") { taps += 1 }
            Button("Crash") {
                taps += selectedTitle!.count
            }
            Button("Hang") {
                var spins = 0
                while spins >= 0 { spins = (spins + 1) % 1_000 }
                taps = spins
            }
        }
        .navigationTitle("Diagnostics")
    }
}

#Preview("Buggy buttons") {
    NavigationStack { CrashingScreen() }
}
