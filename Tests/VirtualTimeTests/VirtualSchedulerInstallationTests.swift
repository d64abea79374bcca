import Dispatch
import Foundation
import Testing
import VirtualTime

#if canImport(Glibc)
    import Glibc
#endif

/// Main-actor state, to check isolation on the scheduler's thread.
@MainActor private final class Tally {
    var count = 0
}

extension VirtualTimeTests {
    @Suite struct VirtualSchedulerInstallationTests {
        @Test("withVirtualTime installs a scheduler for its body only")
        func scopedInstallation() {
            let (inside, installed) = withVirtualTime { scheduler in
                (VirtualScheduler.current === scheduler, scheduler)
            }
            #expect(inside)
            // Other suites in this process may install their own scheduler right after: only this one must be gone.
            #expect(VirtualScheduler.current !== installed)
        }

        @Test("Tasks created on other threads are not captured: they go to the platform executor")
        func foreignTasksAreForwarded() {
            withVirtualTime { scheduler in
                runOnAnotherThread {
                    Task.detached {}
                    Task { @MainActor in }
                }
                #expect(!scheduler.step())
                #expect(scheduler.pendingWork().isEmpty)
            }
        }

        @Test("Main-actor code runs on the scheduler's thread, and MainActor.assumeIsolated works there")
        func mainActorOnAnotherOwnerThread() {
            let results = EventLog()
            runOnAnotherThread {
                withVirtualTime { scheduler in
                    let owner = pthread_self()
                    let tally = MainActor.assumeIsolated { Tally() }
                    Task { @MainActor in
                        tally.count += 1
                        let sameThread = pthread_self() == owner
                        results.record("task ran on the scheduler's thread: \(sameThread)")
                    }
                    scheduler.settle()
                    let count = MainActor.assumeIsolated { tally.count }
                    results.record("count read through assumeIsolated: \(count)")
                }
            }
            #expect(
                results.all == [
                    "task ran on the scheduler's thread: true",
                    "count read through assumeIsolated: 1",
                ]
            )
        }

        @Test("While a scheduler is installed on another thread, the real main thread stays the main actor")
        @MainActor func mainThreadKeepsTheMainActor() {
            let installed = DispatchSemaphore(value: 0)
            let checked = DispatchSemaphore(value: 0)
            let thread = Thread {
                withVirtualTime { _ in
                    installed.signal()
                    checked.wait()
                }
            }
            thread.start()
            installed.wait()
            // Before the fix the virtual main executor vouched only for its owner thread, so this trapped.
            let isolated = Self.assumeMainActor()
            checked.signal()
            #expect(isolated)
        }

        /// Asks the runtime, from a nonisolated context, whether this thread is the main actor's.
        private nonisolated static func assumeMainActor() -> Bool {
            MainActor.assumeIsolated { true }
        }

        @Test("uninstall() reports the work it abandons, without the dead timers of cancelled sleeps")
        @MainActor func uninstallReportsAbandonedWork() {
            withVirtualTime { scheduler in
                Task { try? await Task.sleep(for: .seconds(1)) }
                let cancelled = Task { try? await Task.sleep(for: .seconds(2)) }
                scheduler.settle()
                cancelled.cancel()
                scheduler.settle()
                let leftBehind = scheduler.uninstall()
                #expect(
                    leftBehind.description == """
                        pending work at +0s:
                          task#1 sleeps until +1s (in 1s) [origin: unattributed]
                        """
                )
                #expect(VirtualScheduler.current == nil)
                #expect(scheduler.advance(by: .seconds(5)) == .settled(jobsRun: 0))
                #expect(scheduler.now == .seconds(5))
            }
            #expect(VirtualScheduler.current == nil)
        }

        @Test("VirtualClock refuses to sleep for a task no scheduler runs")
        func virtualClockOutsideVirtualTime() async {
            await #expect(throws: VirtualTimeError.self) {
                try await VirtualClock().sleep(for: .seconds(1))
            }
            do {
                try await VirtualClock().sleep(for: .seconds(1))
            } catch let error as VirtualTimeError {
                #expect(error.code == .notInstalled)
                #expect(error.message.hasPrefix("Expected to sleep under an installed VirtualTime scheduler"))
            } catch {
                Issue.record("Expected a VirtualTimeError, found \(error)")
            }
        }
    }
}
