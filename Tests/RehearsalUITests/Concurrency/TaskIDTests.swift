import Testing
import VirtualTime

@testable import RehearsalUI

extension ConcurrencyTests {
    @MainActor @Suite struct TaskIDTests {
        /// The id a detail view loads.
        @MainActor @Observable final class Selection {
            var id = 1
        }

        /// Loads the selected id in a `.task(id:)` that takes one second, and watches it with `onChange`.
        struct Detail: View {
            let selection: Selection
            let log: Timeline
            @State private var loaded = "nothing"

            var body: some View {
                let id = selection.id
                Text("loaded \(loaded)")
                    .task(id: id) {
                        log.record("task \(id) started")
                        do {
                            try await Task.sleep(for: .seconds(1))
                            loaded = "\(id)"
                            log.record("task \(id) finished")
                        } catch {
                            log.record("task \(id) threw \(error)")
                        }
                    }
                    .onChange(of: id) { old, new in log.record("onChange \(old) → \(new)") }
            }
        }

        @Test("A new id runs onChange, then cancels the running task and starts a new one")
        func restartOnNewID() {
            withVirtualTime { scheduler in
                let log = Timeline()
                let selection = Selection()
                let screen = ScheduledGraph(Detail(selection: selection, log: log), scheduler: scheduler)
                screen.settle()
                screen.advance(by: .milliseconds(500))
                #expect(log.take() == ["task 1 started"])
                selection.id = 2
                screen.settle()
                // The old task's sleep hears of its cancellation through a wake-up job of its own, so the new task,
                // queued at the same time, runs first.
                #expect(log.take() == ["onChange 1 → 2", "task 2 started", "task 1 threw CancellationError()"])
                #expect(
                    screen.tree == """
                        Detail  @State loaded="nothing"
                          Text "loaded nothing"  .task(id: 2) .onChange(of: 2)
                        """)
                #expect(
                    screen.pending == """
                        pending work at +500ms:
                          task#2 sleeps until +1.5s (in 1s) [origin: Detail .task(id: 2)]
                        """)
                screen.advance(by: .seconds(1))
                #expect(log.take() == ["task 2 finished"])
                #expect(
                    screen.tree == """
                        Detail  @State loaded="2"
                          Text "loaded 2"  .task(id: 2) .onChange(of: 2)
                        """)
                #expect(screen.pending == "no pending work at +1.5s")
            }
        }

        @Test("An equal id keeps the running task; changes between two updates restart it once")
        func comparesOnEachUpdate() {
            withVirtualTime { scheduler in
                let log = Timeline()
                let selection = Selection()
                let screen = ScheduledGraph(Detail(selection: selection, log: log), scheduler: scheduler)
                screen.settle()
                #expect(log.take() == ["task 1 started"])
                selection.id = 1
                screen.settle()
                #expect(log.take() == [])
                selection.id = 2
                selection.id = 3
                screen.settle()
                #expect(log.take() == ["onChange 1 → 3", "task 3 started", "task 1 threw CancellationError()"])
                #expect(
                    screen.pending == """
                        pending work at +0s:
                          task#2 sleeps until +1s (in 1s) [origin: Detail .task(id: 3)]
                        """)
            }
        }
    }
}
