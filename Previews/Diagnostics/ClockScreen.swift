import Foundation
import RehearsalUI

/// A screen that reads the clocks: the date it opened, a stamp per tap, and how long a sleep took.
///
/// In a session every clock reads virtual time, so the screen prints the same text on every run:
/// it opens at 2026-01-01T09:00:00Z, and its 1.234567 s nap ends exactly 1.234567 s later. What the
/// Stamp button prints shows in the session as `print:` lines, before the step's changes.
struct ClockScreen: View {
    @State private var openedAt = Date()
    @State private var stamps: [String] = []
    @State private var nap = "napping"

    var body: some View {
        VStack {
            Text("Opened \(openedAt.formatted(.iso8601))")
            Text("Nap: \(nap)")
            ForEach(stamps, id: \.self) { stamp in
                Text("Stamped \(stamp)")
            }
            Button("Stamp") {
                let stamp = Date.now.formatted(.iso8601)
                print("stamped at \(stamp)")
                print("now \(stamps.count + 1) stamps")
                stamps.append(stamp)
            }
        }
        .task {
            let start = ContinuousClock.now
            try? await Task.sleep(for: .microseconds(1_234_567))
            nap = "woke after \(start.duration(to: .now))"
        }
        .navigationTitle("Clocks")
    }
}

#Preview("Wall clock") {
    NavigationStack { ClockScreen() }
}
