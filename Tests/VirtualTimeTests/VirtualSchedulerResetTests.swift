import Testing
import VirtualTime

extension VirtualTimeTests {
    @Suite struct VirtualSchedulerResetTests {
        @Test("reset() abandons pending work for good and restarts time and task numbers")
        @MainActor func resetAbandonsWork() {
            withVirtualTime { scheduler in
                let log = EventLog()
                let parked = ParkedContinuations()
                Task {
                    try await Task.sleep(for: .seconds(1))
                    log.record("old sleeper woke")
                }
                let tracked = scheduler.spawn(origin: "old screen") {
                    await withCheckedContinuation { parked.park($0) }
                    log.record("old tracked task resumed")
                    Task { log.record("task started by the old tracked task") }
                }
                Task {
                    try await VirtualClock().sleep(for: .seconds(2))
                    log.record("old VirtualClock sleeper woke")
                }
                scheduler.settle()
                scheduler.advance(by: .milliseconds(500))
                scheduler.reset()
                #expect(scheduler.now == .zero)
                #expect(scheduler.nextDeadline == nil)
                #expect(scheduler.pendingWork().description == "no pending work at +0s")

                parked.resumeAll()
                #expect(!scheduler.step())
                #expect(!tracked.isFinished)

                Task {
                    try await Task.sleep(for: .seconds(1))
                    log.record("new sleeper woke at +\(scheduler.now.virtualTimeDescription)")
                }
                scheduler.settle()
                #expect(
                    scheduler.pendingWork().description == """
                        pending work at +0s:
                          task#1 sleeps until +1s (in 1s) [origin: unattributed]
                        """
                )
                scheduler.advance(by: .seconds(5))
                #expect(log.all == ["new sleeper woke at +1s"])
                #expect(scheduler.pendingWork().isEmpty)
            }
        }

        @Test("Cancelling a sleeper abandoned by reset() leaves the timers of the next screen alone")
        @MainActor func staleCancellationKeepsNewTimers() {
            withVirtualTime { scheduler in
                let log = EventLog()
                let old = Task {
                    do {
                        try await VirtualClock().sleep(for: .seconds(1))
                        log.record("old sleeper woke")
                    } catch {
                        log.record("old sleeper cancelled")
                    }
                }
                scheduler.settle()
                scheduler.reset()
                Task {
                    try await VirtualClock().sleep(for: .seconds(3))
                    log.record("new sleeper woke")
                }
                scheduler.settle()
                old.cancel()
                scheduler.settle()
                #expect(scheduler.nextDeadline == .seconds(3))
                scheduler.advance(by: .seconds(3))
                #expect(log.all == ["new sleeper woke"])
            }
        }
    }
}
