import Testing
import VirtualTime

@testable import RehearsalUI

extension ConcurrencyTests {
    @MainActor @Suite struct TaskLifecycleTests {
        /// Shows a status that its `.task` changes after a one-second sleep, and records each step.
        struct Loader: View {
            let log: Timeline
            @State private var status = "idle"

            var body: some View {
                let _ = log.record("body status=\(status)")
                Text(status)
                    .onAppear { log.record("onAppear") }
                    .onDisappear { log.record("onDisappear") }
                    .task {
                        log.record("task started")
                        status = "loading"
                        do {
                            try await Task.sleep(for: .seconds(1))
                            log.record("task slept 1s")
                            status = "done"
                        } catch {
                            log.record("task threw \(error)")
                        }
                    }
            }
        }

        /// Whether the loader is on screen.
        @MainActor @Observable final class Visibility {
            var isShown = true
        }

        /// Shows the loader while `visibility.isShown`.
        struct LoaderHost: View {
            let visibility: Visibility
            let log: Timeline

            var body: some View {
                VStack {
                    if visibility.isShown {
                        Loader(log: log)
                    }
                }
            }
        }

        @Test("A task starts after onAppear, sleeps on virtual time, and its state change re-renders the view")
        func appearSleepAdvanceRender() {
            withVirtualTime { scheduler in
                let log = Timeline()
                let screen = ScheduledGraph(Loader(log: log), scheduler: scheduler)
                #expect(log.take() == ["body status=idle", "onAppear"])
                #expect(
                    screen.pending == """
                        pending work at +0s:
                          task#1 is ready to run [origin: Loader .task]
                        """)
                screen.settle()
                #expect(log.take() == ["task started", "body status=loading"])
                #expect(
                    screen.tree == """
                        Loader  @State status="loading"
                          Text "loading"  .onAppear .onDisappear .task
                        """)
                #expect(
                    screen.pending == """
                        pending work at +0s:
                          task#1 sleeps until +1s (in 1s) [origin: Loader .task]
                        """)
                screen.advance(by: .milliseconds(999))
                #expect(log.take() == [])
                screen.advance(by: .milliseconds(1))
                #expect(log.take() == ["task slept 1s", "body status=done"])
                #expect(
                    screen.tree == """
                        Loader  @State status="done"
                          Text "done"  .onAppear .onDisappear .task
                        """)
                #expect(screen.pending == "no pending work at +1s")
            }
        }

        @Test("Leaving the tree runs onDisappear, then the task's sleep throws CancellationError")
        func disappearCancels() {
            withVirtualTime { scheduler in
                let log = Timeline()
                let visibility = Visibility()
                let screen = ScheduledGraph(LoaderHost(visibility: visibility, log: log), scheduler: scheduler)
                screen.settle()
                screen.advance(by: .milliseconds(500))
                #expect(log.take() == ["body status=idle", "onAppear", "task started", "body status=loading"])
                visibility.isShown = false
                screen.graph.flush()
                #expect(log.take() == ["onDisappear"])
                #expect(
                    screen.pending == """
                        pending work at +500ms:
                          task#1 is ready to run [origin: Loader .task]
                        """)
                screen.settle()
                #expect(log.take() == ["task threw CancellationError()"])
                #expect(
                    screen.tree == """
                        LoaderHost
                          VStack
                        """)
                #expect(screen.pending == "no pending work at +500ms")
                screen.advance(by: .seconds(5))
                #expect(log.take() == [])
            }
        }

        @Test("Appearing again starts a new task for the new view, with fresh state")
        func reappearStartsAgain() {
            withVirtualTime { scheduler in
                let log = Timeline()
                let visibility = Visibility()
                let screen = ScheduledGraph(LoaderHost(visibility: visibility, log: log), scheduler: scheduler)
                screen.advance(by: .seconds(1))
                visibility.isShown = false
                screen.settle()
                _ = log.take()
                visibility.isShown = true
                screen.settle()
                #expect(log.take() == ["body status=idle", "onAppear", "task started", "body status=loading"])
                #expect(
                    screen.pending == """
                        pending work at +1s:
                          task#2 sleeps until +2s (in 1s) [origin: Loader .task]
                        """)
            }
        }
    }
}
