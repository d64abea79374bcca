import Testing

@testable import VirtualTime

extension VirtualTimeTests {
    /// A long session starts and cancels work at every step while virtual time stands still: what the scheduler
    /// holds must not grow with the steps.
    @Suite struct VirtualSchedulerLongRunTests {
        @Test("A cancelled sleep's timer is fired when its sleeper wakes, not kept until its deadline")
        @MainActor func cancelledSleepsLeaveNoTimers() {
            withVirtualTime { scheduler in
                let log = EventLog()
                for index in 0..<300 {
                    let sleeper = Task {
                        do {
                            try await Task.sleep(for: .seconds(60))
                            log.record("sleeper \(index) woke")
                        } catch {
                            log.record("sleeper \(index) cancelled")
                        }
                    }
                    scheduler.settle()
                    sleeper.cancel()
                    scheduler.settle()
                }
                let held = scheduler.state.withLock { ($0.timers.isEmpty, $0.timers.heapCount) }
                #expect(held.0)
                #expect(held.1 <= 64)
                #expect(log.all.count == 300)
                #expect(log.all.allSatisfy { $0.hasSuffix("cancelled") })
                #expect(scheduler.pendingWork().description == "no pending work at +0s")
                scheduler.advance(by: .seconds(120))
                #expect(log.all.count == 300)
            }
        }

        @Test("A live timer still fires on time among many cancelled ones")
        @MainActor func liveTimerAmongCancelled() {
            withVirtualTime { scheduler in
                let log = EventLog()
                Task {
                    try await Task.sleep(for: .seconds(30))
                    log.record("kept sleeper woke at +\(scheduler.now.virtualTimeDescription)")
                }
                for _ in 0..<200 {
                    let sleeper = Task { try? await Task.sleep(for: .seconds(10)) }
                    scheduler.settle()
                    sleeper.cancel()
                    scheduler.settle()
                }
                #expect(scheduler.nextDeadline == .seconds(30))
                #expect(scheduler.state.withLock { $0.timers.heapCount } <= 64)
                scheduler.advance(by: .seconds(29))
                #expect(log.all.isEmpty)
                scheduler.advance(by: .seconds(1))
                #expect(log.all == ["kept sleeper woke at +30s"])
            }
        }

        @Test("Ended tasks leave no record behind, and numbers go on counting")
        @MainActor func endedTasksLeaveNoRecords() {
            withVirtualTime { scheduler in
                for index in 0..<300 {
                    _ = scheduler.spawn(origin: "step \(index)") { await Task.yield() }
                    scheduler.settle()
                }
                #expect(scheduler.state.withLock { $0.tasks.count } == 0)
                _ = scheduler.spawn(origin: "last step") { try? await Task.sleep(for: .seconds(1)) }
                scheduler.settle()
                #expect(
                    scheduler.pendingWork().description == """
                        pending work at +0s:
                          task#301 sleeps until +1s (in 1s) [origin: last step]
                        """
                )
            }
        }
    }
}
