import Testing
import VirtualTime

@testable import RehearsalUI

extension ConcurrencyTests {
    @MainActor @Suite struct PlainTaskTests {
        /// Lets a test wait until a task reaches a point, without waiting on time.
        @MainActor final class Signal {
            private var isFired = false
            private var waiters: [CheckedContinuation<Void, Never>] = []

            func fire() {
                isFired = true
                for waiter in waiters { waiter.resume() }
                waiters.removeAll()
            }

            func wait() async {
                if isFired { return }
                await withCheckedContinuation { waiters.append($0) }
            }
        }

        @Test("With no scheduler installed, .task runs as a plain Task and is still cancelled on disappear")
        func plainTaskWithoutScheduler() async throws {
            try #require(VirtualScheduler.current?.isOwnedByCurrentThread != true)
            let log = Timeline()
            let started = Signal()
            let release = Signal()
            let finished = Signal()
            let graph = ViewGraph()
            graph.mount(
                Text("plain")
                    .task {
                        log.record("started")
                        started.fire()
                        await release.wait()
                        log.record(Task.isCancelled ? "cancelled" : "not cancelled")
                        finished.fire()
                    })
            await started.wait()
            let slot = try #require(graph.root?.modifierState as? TaskSlot<Never>)
            #expect(slot.running?.tracked == nil)
            graph.unmount()
            release.fire()
            await finished.wait()
            #expect(log.take() == ["started", "cancelled"])
        }
    }
}
