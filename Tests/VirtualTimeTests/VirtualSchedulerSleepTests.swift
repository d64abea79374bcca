import Testing
import VirtualTime

/// CPU work that takes real time (milliseconds to a tenth of a second) and that the optimizer cannot drop.
func heavyWork() -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for value in 0..<500_000 as Range<UInt64> {
        hash = (hash ^ value) &* 0x100_0000_01b3
    }
    return hash & 1
}

/// A main-actor store whose load takes one virtual second, like a screen's view model.
@MainActor private final class LibraryStore {
    enum Phase: Equatable {
        case idle
        case loading
        case loaded([String])
    }

    private(set) var phase = Phase.idle

    func load() async {
        phase = .loading
        do {
            try await Task.sleep(for: .seconds(1))
            phase = .loaded(["Dune", "Emma"])
        } catch {
            phase = .idle
        }
    }
}

extension VirtualTimeTests {
    @Suite struct VirtualSchedulerSleepTests {
        @Test("Sleeps of 1 s, 250 ms and 1.5 ms fire at exactly those offsets, not a nanosecond before")
        @MainActor func sleepsFireAtExactOffsets() {
            withVirtualTime { scheduler in
                let log = EventLog()
                for duration in [Duration.seconds(1), .milliseconds(250), .microseconds(1500)] {
                    Task {
                        try await Task.sleep(for: duration)
                        log.record(
                            "\(duration.virtualTimeDescription) sleeper woke at +\(scheduler.now.virtualTimeDescription)"
                        )
                    }
                }
                scheduler.settle()
                #expect(scheduler.nextDeadline == .microseconds(1500))
                for deadline in [Duration.microseconds(1500), .milliseconds(250), .seconds(1)] {
                    scheduler.advance(to: deadline - .nanoseconds(1))
                    scheduler.advance(to: deadline)
                }
                #expect(
                    log.all == [
                        "1.5ms sleeper woke at +1.5ms",
                        "250ms sleeper woke at +250ms",
                        "1s sleeper woke at +1s",
                    ]
                )
                #expect(scheduler.now == .seconds(1))
            }
        }

        @Test("Sleeps of 250 ms, 1.5 ms and 1.234567 s after heavy work in the same job wake exactly at their deadline")
        @MainActor func sleepsAfterHeavyWorkAreExact() {
            withVirtualTime { scheduler in
                let log = EventLog()
                let asked: [Duration] = [.milliseconds(250), .microseconds(1500), .microseconds(1_234_567)]
                for duration in asked {
                    Task {
                        log.record("work \(heavyWork())")
                        try await Task.sleep(for: duration)
                        log.record(
                            "\(duration.virtualTimeDescription) woke at +\(scheduler.now.virtualTimeDescription)")
                    }
                }
                scheduler.settle()
                #expect(scheduler.nextDeadline == .microseconds(1500))
                for deadline in asked.sorted() {
                    scheduler.advance(to: deadline - .nanoseconds(1))
                    scheduler.advance(to: deadline)
                }
                #expect(
                    log.all.filter { !$0.hasPrefix("work") } == [
                        "1.5ms woke at +1.5ms",
                        "250ms woke at +250ms",
                        "1.234567s woke at +1.234567s",
                    ]
                )
            }
        }

        @Test("Every way to sleep waits on virtual time")
        @MainActor func everySleepAPIIsVirtual() {
            withVirtualTime { scheduler in
                let log = EventLog()
                func wake(_ name: String) { log.record("\(name) at +\(scheduler.now.virtualTimeDescription)") }
                Task {
                    try await Task.sleep(for: .seconds(1))
                    wake("Task.sleep(for:)")
                }
                Task {
                    try await Task.sleep(nanoseconds: 2_000_000_000)
                    wake("Task.sleep(nanoseconds:)")
                }
                Task {
                    try await ContinuousClock().sleep(for: .seconds(3))
                    wake("ContinuousClock")
                }
                Task {
                    try await SuspendingClock().sleep(for: .seconds(4))
                    wake("SuspendingClock")
                }
                Task {
                    try await Task.sleep(until: .now + .seconds(5), clock: .continuous)
                    wake("Task.sleep(until:clock:)")
                }
                Task {
                    try await VirtualClock().sleep(for: .seconds(6))
                    wake("VirtualClock")
                }
                Task {
                    try await Task.sleep(for: .seconds(7), clock: .suspending)
                    wake("Task.sleep(for:clock:)")
                }
                scheduler.settle()
                #expect(log.all == [])
                scheduler.advance(by: .seconds(10))
                #expect(
                    log.all == [
                        "Task.sleep(for:) at +1s",
                        "Task.sleep(nanoseconds:) at +2s",
                        "ContinuousClock at +3s",
                        "SuspendingClock at +4s",
                        "Task.sleep(until:clock:) at +5s",
                        "VirtualClock at +6s",
                        "Task.sleep(for:clock:) at +7s",
                    ]
                )
                #expect(scheduler.now == .seconds(10))
            }
        }

        @Test("Timers with the same deadline fire in the order they were set, settling after each")
        @MainActor func tiesFireInArrivalOrder() {
            withVirtualTime { scheduler in
                let log = EventLog()
                Task {
                    try await Task.sleep(for: .seconds(1))
                    log.record("first")
                    Task { log.record("task started by first") }
                }
                Task {
                    try await VirtualClock().sleep(until: .init(offset: .seconds(1)))
                    log.record("second")
                }
                Task {
                    try await Task.sleep(nanoseconds: 1_000_000_000)
                    log.record("third")
                }
                scheduler.settle()
                scheduler.advance(by: .seconds(1))
                #expect(log.all == ["first", "task started by first", "second", "third"])
            }
        }

        @Test("Settling never moves time; advancing fires timers set while settling within the same call")
        @MainActor func advanceFiresChainedTimers() {
            withVirtualTime { scheduler in
                let log = EventLog()
                Task {
                    for step in 1...3 {
                        try await Task.sleep(for: .milliseconds(400))
                        log.record("step \(step) at +\(scheduler.now.virtualTimeDescription)")
                    }
                }
                scheduler.settle()
                scheduler.settle()
                #expect(scheduler.now == .zero)
                #expect(log.all == [])
                scheduler.advance(by: .seconds(1))
                #expect(log.all == ["step 1 at +400ms", "step 2 at +800ms"])
                #expect(scheduler.now == .seconds(1))
                scheduler.advance(by: .milliseconds(200))
                #expect(log.all == ["step 1 at +400ms", "step 2 at +800ms", "step 3 at +1.2s"])
            }
        }

        @Test("A main-actor store that sleeps 1 s in load() stays loading after settle and is loaded after 1 s")
        @MainActor func storeLoadsAfterOneVirtualSecond() {
            withVirtualTime { scheduler in
                let store = LibraryStore()
                Task { await store.load() }
                scheduler.settle()
                #expect(store.phase == .loading)
                scheduler.advance(by: .milliseconds(999))
                #expect(store.phase == .loading)
                scheduler.advance(by: .milliseconds(1))
                #expect(store.phase == .loaded(["Dune", "Emma"]))
            }
        }

        @Test("Virtual dates start on 2026-01-01 at 09:00 UTC and follow virtual time")
        @MainActor func datesFollowVirtualTime() {
            #expect(VirtualScheduler.startDate.timeIntervalSince1970 == 1_767_258_000)
            withVirtualTime { scheduler in
                #expect(scheduler.currentDate == VirtualScheduler.startDate)
                scheduler.advance(by: .seconds(90))
                #expect(scheduler.currentDate.timeIntervalSince(VirtualScheduler.startDate) == 90)
                #expect(VirtualClock().now == VirtualClock.Instant(offset: .seconds(90)))
                #expect(VirtualClock().now.date == scheduler.currentDate)
            }
        }
    }
}
