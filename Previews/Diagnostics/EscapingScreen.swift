import Foundation
import RehearsalUI

/// Buttons that send work out of the virtual scheduler, as older code does: the step warns, naming it.
///
/// Each action hands a closure to libdispatch or to a thread of its own. That work runs on real time (or,
/// for the main queue, never, since nothing drains it in a worker), so the session cannot order it; the
/// closures here change nothing, and the warning says what escaped and what to use instead.
struct EscapingScreen: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            Button("Global queue") {
                taps += 1
                DispatchQueue.global().async {}
            }
            Button("Main queue later") {
                taps += 1
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {}
            }
            Button("Thread") {
                taps += 1
                Thread {}.start()
            }
            Button("Task") {
                Task { taps += 1 }
            }
        }
    }
}

#Preview("Real queues") {
    EscapingScreen()
}
