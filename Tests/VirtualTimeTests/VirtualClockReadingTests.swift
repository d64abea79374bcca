import Dispatch
import Foundation
import Synchronization
import Testing
import VirtualTime

extension VirtualTimeTests {
    @Suite struct VirtualClockReadingTests {
        @Test(
            "Date(), Date.now, ContinuousClock, SuspendingClock and DispatchTime read virtual time on the scheduler's thread"
        )
        func clocksReadVirtualTime() {
            withVirtualTime { scheduler in
                #expect(VirtualScheduler.clockLimitation == nil)
                #expect(Date() == VirtualScheduler.startDate)
                #expect(Date.now == scheduler.currentDate)
                let continuous = ContinuousClock.now
                let suspending = SuspendingClock.now
                let dispatch = DispatchTime.now()
                _ = heavyWork()
                #expect(ContinuousClock.now == continuous)
                scheduler.advance(by: .microseconds(1_234_567))
                #expect(Date() == scheduler.currentDate)
                #expect(
                    Date().formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true))
                        == "2026-01-01T09:00:01.234")
                #expect(continuous.duration(to: ContinuousClock.now) == .microseconds(1_234_567))
                #expect(suspending.duration(to: SuspendingClock.now) == .microseconds(1_234_567))
                #expect(DispatchTime.now().uptimeNanoseconds - dispatch.uptimeNanoseconds == 1_234_567_000)
                scheduler.reset()
                #expect(Date() == VirtualScheduler.startDate)
            }
        }

        @Test("Other threads, and the scheduler's thread once it is uninstalled, keep the real clock")
        func otherThreadsKeepRealTime() {
            let before = RealClock().now
            let otherThread = Mutex<[Bool]>([])
            let afterwards = withVirtualTime { scheduler in
                scheduler.advance(by: .seconds(5))
                runOnAnotherThread {
                    let date = Date()
                    let clockMoves = ContinuousClock.now < ContinuousClock.now.advanced(by: .nanoseconds(1))
                    otherThread.withLock {
                        $0 = [date != VirtualScheduler.startDate.addingTimeInterval(5), clockMoves]
                    }
                }
                return scheduler
            }
            #expect(otherThread.withLock { $0 } == [true, true])
            #expect(Date() != afterwards.currentDate)
            #expect(Date() > VirtualScheduler.startDate.addingTimeInterval(86_400))
            #expect(before < RealClock().now)
        }

        @Test("10,000 sleeps of mixed durations wake exactly on time while other threads keep every core busy")
        @MainActor func mixedSleepsUnderLoad() {
            let stop = Atomic<Bool>(false)
            let spinners = ProcessInfo.processInfo.activeProcessorCount
            let finished = Atomic<Int>(0)
            for _ in 0..<spinners {
                Thread.detachNewThread {
                    var count = 0
                    while !stop.load(ordering: .relaxed) {
                        count &+= heavyWorkBrief() &+ (Date().timeIntervalSince1970 > 0 ? 1 : 0)
                    }
                    finished.add(1, ordering: .relaxed)
                }
            }
            defer {
                stop.store(true, ordering: .relaxed)
                while finished.load(ordering: .relaxed) < spinners { sched_yield() }
            }
            let deviations = withVirtualTime { scheduler -> [String] in
                let woken = WakeLog()
                var generator = SplitMix(seed: 15)
                for index in 0..<10_000 {
                    let asked = Duration.nanoseconds(Int64(generator.next() % 5_000_000_000) + 1)
                    Task {
                        if index.isMultiple(of: 100) { _ = heavyWorkBrief() }
                        try await Task.sleep(for: asked)
                        woken.record(index: index, asked: asked, wokeAt: scheduler.now)
                    }
                }
                scheduler.settle()
                scheduler.advance(by: .seconds(6))
                let all = woken.all
                var deviations = all.filter { $0.asked != $0.wokeAt }.map {
                    "sleep \($0.index) asked \($0.asked.virtualTimeDescription), woke at +\($0.wokeAt.virtualTimeDescription)"
                }
                if all.count != 10_000 { deviations.append("\(10_000 - all.count) sleeps did not wake") }
                return deviations
            }
            #expect(deviations == [])
        }
    }
}

/// A little CPU work, for threads that keep a core busy.
private func heavyWorkBrief() -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for value in 0..<10_000 as Range<UInt64> { hash = (hash ^ value) &* 0x100_0000_01b3 }
    return Int(hash & 1)
}

/// When each sleeper of a test woke, in virtual time.
private final class WakeLog: Sendable {
    struct Wake: Sendable {
        var index: Int
        var asked: Duration
        var wokeAt: Duration
    }

    private let wakes = Mutex<[Wake]>([])

    func record(index: Int, asked: Duration, wokeAt: Duration) {
        wakes.withLock { $0.append(Wake(index: index, asked: asked, wokeAt: wokeAt)) }
    }

    var all: [Wake] { wakes.withLock { $0 } }
}

/// A small deterministic generator, so the durations are the same on every run.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
