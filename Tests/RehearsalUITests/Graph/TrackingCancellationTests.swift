import Observation
import Testing

@testable import RehearsalUI

/// A node's Observation registrations go when its body is evaluated again or the node leaves.
@MainActor @Suite struct TrackingCancellationTests {
    @Observable final class Library {
        var name = "Inkwell"
    }

    /// Re-evaluated on every tap of its parent (a closure input is never equal), reading a name that never changes.
    struct Banner: View {
        let library: Library
        let onTap: () -> Void
        var body: some View { Text(library.name) }
    }

    struct Screen: View {
        let library: Library
        @State private var taps = 0
        @State private var showsBanner = true

        var body: some View {
            VStack {
                Button("Tap \(taps)") { taps += 1 }
                Button("Hide") { showsBanner = false }
                if showsBanner { Banner(library: library, onTap: {}) }
            }
        }
    }

    @Test("After 200 re-evaluations one change of what the body read reaches exactly one observer")
    func reEvaluationCancelsTheOldTracking() {
        let library = Library()
        let mounted = MountedView(Screen(library: library))
        for tap in 0..<200 { mounted.tap("button", "Tap \(tap)") }
        library.name = "Inkwell Books"
        // Each live tracking posts one entry: stale ones would post one per evaluation.
        #expect(mounted.graph.inbox.take().count == 1)
    }

    @Test("A node that left the tree leaves no observer behind")
    func unmountCancelsTheTracking() {
        let library = Library()
        let mounted = MountedView(Screen(library: library))
        mounted.tap("button", "Hide")
        library.name = "Inkwell Books"
        #expect(mounted.graph.inbox.take().count == 0)
    }
}
