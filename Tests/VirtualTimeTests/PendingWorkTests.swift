import Testing
import VirtualTime

extension VirtualTimeTests {
    @Suite struct PendingWorkTests {
        @Test("An empty scheduler reports no pending work")
        @MainActor func emptyReport() {
            withVirtualTime { scheduler in
                #expect(scheduler.pendingWork().isEmpty)
                #expect(scheduler.pendingWork().description == "no pending work at +0s")
            }
        }

        @Test("A task that has not run yet is reported as ready, under the origin it was started in")
        @MainActor func readyTaskIsReported() {
            withVirtualTime { scheduler in
                scheduler.withOrigin("tap \"Reload\"") {
                    Task {}
                }
                #expect(
                    scheduler.pendingWork().description == """
                        pending work at +0s:
                          task#1 is ready to run [origin: tap "Reload"]
                        """
                )
                scheduler.settle()
                #expect(scheduler.pendingWork().isEmpty)
            }
        }

        @Test("A tracked task blocked on a continuation nobody resumes is reported as waiting outside the scheduler")
        @MainActor func continuationNeverResumed() {
            withVirtualTime { scheduler in
                let parked = ParkedContinuations()
                let tracked = scheduler.spawn(origin: "ShelfScreen .task") {
                    await withCheckedContinuation { parked.park($0) }
                }
                #expect(tracked.label == "task#1")
                scheduler.settle()
                scheduler.advance(by: .seconds(60))
                #expect(!tracked.isFinished)
                #expect(
                    scheduler.pendingWork().description == """
                        pending work at +60s:
                          task#1 waits outside the scheduler, on a continuation or task nobody has resumed [origin: ShelfScreen .task]
                        """
                )
                parked.resumeAll()
                scheduler.settle()
                #expect(tracked.isFinished)
                #expect(scheduler.pendingWork().description == "no pending work at +60s")
            }
        }

        @Test("The report lists tracked tasks, sleepers and inherited origins in creation order")
        @MainActor func wholeReport() {
            withVirtualTime { scheduler in
                let parked = ParkedContinuations()
                scheduler.spawn(origin: "ShelfScreen .task(id:)") {
                    try? await Task.sleep(for: .seconds(2))
                }
                scheduler.withOrigin("tap \"Reload\"") {
                    Task {
                        Task { try? await Task.sleep(for: .milliseconds(1500)) }
                        Task.detached { try? await Task.sleep(for: .seconds(3)) }
                        await withCheckedContinuation { parked.park($0) }
                    }
                }
                scheduler.spawn(origin: "LibraryStore.refresh") {
                    await withCheckedContinuation { parked.park($0) }
                }
                Task { try? await Task.sleep(for: .seconds(1)) }
                scheduler.settle()
                scheduler.advance(by: .milliseconds(500))
                #expect(
                    scheduler.pendingWork().description == """
                        pending work at +500ms:
                          task#1 sleeps until +2s (in 1.5s) [origin: ShelfScreen .task(id:)]
                          task#3 waits outside the scheduler, on a continuation or task nobody has resumed [origin: LibraryStore.refresh]
                          task#4 sleeps until +1s (in 500ms) [origin: unattributed]
                          task#5 sleeps until +1.5s (in 1s) [origin: tap "Reload"]
                          task#6 sleeps until +3s (in 2.5s) [origin: tap "Reload"]
                        """
                )
                scheduler.advance(by: .seconds(5))
                #expect(
                    scheduler.pendingWork().description == """
                        pending work at +5.5s:
                          task#3 waits outside the scheduler, on a continuation or task nobody has resumed [origin: LibraryStore.refresh]
                        """
                )
                parked.resumeAll()
                scheduler.settle()
                #expect(scheduler.pendingWork().isEmpty)
            }
        }

        @Test("Tasks started by a tracked task's jobs inherit its origin, even while withOrigin is active")
        @MainActor func jobsKeepTheirOwnOrigin() {
            withVirtualTime { scheduler in
                scheduler.spawn(origin: "outer") {
                    Task { try? await Task.sleep(for: .seconds(1)) }
                }
                scheduler.withOrigin("settling caller") {
                    scheduler.settle()
                }
                #expect(
                    scheduler.pendingWork().description == """
                        pending work at +0s:
                          task#2 sleeps until +1s (in 1s) [origin: outer]
                        """
                )
            }
        }

        @Test("A task that yields forever is reported as a livelock instead of hanging")
        @MainActor func livelockIsReported() {
            withVirtualTime(jobLimit: 1_000) { scheduler in
                let spinner = scheduler.withOrigin("Spinner") {
                    Task {
                        while !Task.isCancelled { await Task.yield() }
                    }
                }
                let outcome = scheduler.settle()
                #expect(outcome == .livelock(jobsRun: 1_000, stillReady: ["task#1 [origin: Spinner]"]))
                #expect(
                    outcome.description == "livelock: 1000 jobs ran and work is still ready (task#1 [origin: "
                        + "Spinner]). Expected the queue to empty. To fix, make the task wait for something, such "
                        + "as a sleep or a continuation, instead of yielding or rescheduling itself forever."
                )
                #expect(scheduler.advance(by: .seconds(1)).isLivelock)
                #expect(scheduler.now == .zero)
                spinner.cancel()
                #expect(!scheduler.settle().isLivelock)
                #expect(scheduler.pendingWork().isEmpty)
            }
        }
    }
}
