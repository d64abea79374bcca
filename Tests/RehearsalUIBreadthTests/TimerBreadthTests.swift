import Foundation
import Testing
import VirtualTime

@testable import RehearsalUI

/// One short use of `Timer.publish` in each form app code writes it.
@MainActor @Suite struct TimerBreadthTests {
    struct Ticking: View {
        let every = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        let tolerant = Timer.publish(every: 0.5, tolerance: 0.1, on: RunLoop.main, in: .default).autoconnect()
        let manual = Timer.publish(every: 2, on: .main, in: .common)
        @State private var ticks = 0

        var body: some View {
            Text("\(ticks)")
                .onReceive(every) { _ in ticks += 1 }
                .onReceive(tolerant) { _ in ticks += 1 }
                .onReceive(manual) { (_: Date) in ticks += 1 }
        }
    }

    @Test("Every Timer.publish form compiles and mounts") func mounts() {
        withVirtualTime { _ in
            let graph = ViewGraph()
            graph.mount(Ticking())
            graph.flush()
            let connection = Ticking().manual.connect()
            connection.cancel()
            #expect(graph.diagnostics.isEmpty)
        }
    }
}
