import Foundation
import RehearsalUI

/// A countdown driven by a `Timer.publish` timer, written the way app code writes one: it ticks once a
/// virtual second, so `advance 3s` runs it out, and each tick carries the virtual date.
struct CountdownScreen: View {
    @State private var remaining = 3
    @State private var lastTick = "none"
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text(remaining > 0 ? "\(remaining) s left" : "Liftoff")
            Text("Last tick \(lastTick)")
        }
        .onReceive(timer) { now in
            guard remaining > 0 else { return }
            remaining -= 1
            lastTick = now.formatted(.iso8601)
        }
    }
}

#Preview("Countdown") {
    CountdownScreen()
}
