import Testing
import VirtualTime

extension VirtualTimeTests {
    @Suite struct VirtualSchedulerCancellationTests {
        @Test("Cancelling a sleeper wakes it with CancellationError, and its dead timer is not pending")
        @MainActor func cancelledSleeperWakesAndIsNotPending() {
            withVirtualTime { scheduler in
                let log = EventLog()
                let sleeper = Task {
                    do {
                        try await Task.sleep(for: .seconds(5))
                        log.record("woke normally")
                    } catch {
                        log.record("woke with \(type(of: error)) at +\(scheduler.now.virtualTimeDescription)")
                    }
                }
                scheduler.settle()
                #expect(
                    scheduler.pendingWork().description == """
                        pending work at +0s:
                          task#1 sleeps until +5s (in 5s) [origin: unattributed]
                        """
                )
                scheduler.advance(by: .seconds(2))
                sleeper.cancel()
                scheduler.settle()
                #expect(log.all == ["woke with CancellationError at +2s"])
                #expect(scheduler.pendingWork().description == "no pending work at +2s")
                #expect(scheduler.nextDeadline == nil)
                scheduler.advance(by: .seconds(10))
                #expect(log.all == ["woke with CancellationError at +2s"])
            }
        }

        @Test("Cancelling one of two sleepers leaves the other's timer pending and firing on time")
        @MainActor func cancellingOneSleeperKeepsTheOther() {
            withVirtualTime { scheduler in
                let log = EventLog()
                let first = Task {
                    do {
                        try await Task.sleep(for: .seconds(1))
                        log.record("first woke")
                    } catch {
                        log.record("first cancelled")
                    }
                }
                Task {
                    try await Task.sleep(for: .seconds(3))
                    log.record("second woke at +\(scheduler.now.virtualTimeDescription)")
                }
                scheduler.settle()
                first.cancel()
                scheduler.settle()
                #expect(scheduler.nextDeadline == .seconds(3))
                #expect(
                    scheduler.pendingWork().description == """
                        pending work at +0s:
                          task#2 sleeps until +3s (in 3s) [origin: unattributed]
                        """
                )
                scheduler.advance(by: .seconds(5))
                #expect(log.all == ["first cancelled", "second woke at +3s"])
            }
        }

        @Test("Cancelling a VirtualClock sleep throws CancellationError and removes its timer")
        @MainActor func cancelledVirtualClockSleep() {
            withVirtualTime { scheduler in
                let log = EventLog()
                let sleeper = scheduler.spawn(origin: "poller") {
                    do {
                        try await VirtualClock().sleep(for: .seconds(30))
                        log.record("woke normally")
                    } catch is CancellationError {
                        log.record("cancelled")
                    } catch {
                        log.record("unexpected \(error)")
                    }
                }
                scheduler.settle()
                #expect(scheduler.nextDeadline == .seconds(30))
                sleeper.cancel()
                #expect(sleeper.isCancelled)
                scheduler.settle()
                #expect(log.all == ["cancelled"])
                #expect(sleeper.isFinished)
                #expect(scheduler.nextDeadline == nil)
                #expect(scheduler.pendingWork().isEmpty)
            }
        }

        @Test("A task cancelled before it sleeps gets CancellationError without any timer")
        @MainActor func cancelledBeforeSleeping() {
            withVirtualTime { scheduler in
                let log = EventLog()
                let task = Task {
                    do {
                        try await VirtualClock().sleep(for: .seconds(1))
                    } catch {
                        log.record("VirtualClock: \(type(of: error))")
                    }
                    do {
                        try await Task.sleep(for: .seconds(1))
                    } catch {
                        log.record("Task.sleep: \(type(of: error))")
                    }
                }
                task.cancel()
                scheduler.settle()
                #expect(log.all == ["VirtualClock: CancellationError", "Task.sleep: CancellationError"])
                #expect(scheduler.pendingWork().isEmpty)
            }
        }
    }
}
