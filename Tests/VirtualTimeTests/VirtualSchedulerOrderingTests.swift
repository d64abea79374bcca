import Testing
import VirtualTime

/// An actor that counts, to see actor hops go through the scheduler.
private actor Counter {
    private var value = 0

    func increment(by who: String, log: EventLog) -> Int {
        value += 1
        log.record("\(who) increments to \(value)")
        return value
    }
}

extension VirtualTimeTests {
    @Suite struct VirtualSchedulerOrderingTests {
        @Test("Nothing runs until the scheduler is stepped")
        @MainActor func nothingRunsBeforeStep() {
            withVirtualTime { scheduler in
                let log = EventLog()
                Task { log.record("ran") }
                #expect(log.all == [])
                #expect(scheduler.step())
                #expect(log.all == ["ran"])
                #expect(!scheduler.step())
            }
        }

        @Test("Interleaved main-actor tasks that yield take turns in the order they started")
        @MainActor func interleavedTasksTakeTurns() {
            withVirtualTime { scheduler in
                let log = EventLog()
                for name in ["A", "B", "C"] {
                    Task {
                        log.record("\(name)1")
                        await Task.yield()
                        log.record("\(name)2")
                        await Task.yield()
                        log.record("\(name)3")
                    }
                }
                let outcome = scheduler.settle()
                #expect(log.all == ["A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3"])
                #expect(!outcome.isLivelock)
                #expect(scheduler.now == .zero)
            }
        }

        @Test("Task.yield lets a task that started later run first")
        @MainActor func yieldLetsOthersRun() {
            withVirtualTime { scheduler in
                let log = EventLog()
                Task {
                    log.record("polite task starts")
                    await Task.yield()
                    log.record("polite task resumes")
                }
                Task { log.record("second task runs") }
                scheduler.settle()
                #expect(log.all == ["polite task starts", "second task runs", "polite task resumes"])
            }
        }

        @Test("Actors, task groups and detached tasks all run through the scheduler, in a fixed order")
        @MainActor func actorsGroupsAndDetachedTasks() {
            withVirtualTime { scheduler in
                let log = EventLog()
                let counter = Counter()
                Task.detached {
                    log.record("detached starts")
                    let seen = await counter.increment(by: "detached", log: log)
                    log.record("detached saw \(seen)")
                }
                Task {
                    log.record("main starts a group")
                    let sum = await withTaskGroup(of: Int.self) { group in
                        for child in 1...3 {
                            group.addTask { await counter.increment(by: "child \(child)", log: log) }
                        }
                        var sum = 0
                        for await value in group { sum += value }
                        return sum
                    }
                    log.record("group sum is \(sum)")
                }
                #expect(log.all == [])
                scheduler.settle()
                #expect(
                    log.all == [
                        "detached starts",
                        "main starts a group",
                        "detached increments to 1",
                        "detached saw 1",
                        "child 1 increments to 2",
                        "child 2 increments to 3",
                        "child 3 increments to 4",
                        "group sum is 9",
                    ]
                )
            }
        }

        @Test("Awaiting a lower-priority task's value escalates it without running any job twice")
        @MainActor func priorityEscalation() {
            withVirtualTime { scheduler in
                let log = EventLog()
                Task(priority: .high) {
                    let background = Task.detached(priority: .background) {
                        log.record("background starts")
                        await Task.yield()
                        log.record("background ends")
                        return 42
                    }
                    await Task.yield()
                    log.record("high waits")
                    let value = await background.value
                    log.record("high got \(value)")
                }
                scheduler.settle()
                // A main-actor task's yield goes through the global executor and back, so the
                // detached task finishes its yield first.
                #expect(log.all == ["background starts", "background ends", "high waits", "high got 42"])
                #expect(scheduler.pendingWork().isEmpty)
            }
        }

        @Test("The same program gives the same order of events every run")
        @MainActor func runsAreRepeatable() {
            func run() -> [String] {
                withVirtualTime { scheduler in
                    let log = EventLog()
                    for index in 0..<5 {
                        Task.detached {
                            try? await Task.sleep(for: .milliseconds(10 * (5 - index)))
                            log.record("sleeper \(index) at +\(scheduler.now.virtualTimeDescription)")
                            await Task.yield()
                            log.record("sleeper \(index) done")
                        }
                    }
                    scheduler.advance(by: .seconds(1))
                    return log.all
                }
            }
            let first = run()
            #expect(first.count == 10)
            #expect(first.first == "sleeper 4 at +10ms")
            for _ in 0..<3 { #expect(run() == first) }
        }
    }
}
