import Testing
import VirtualTime

@testable import RehearsalUI

extension ConcurrencyTests {
    @MainActor @Suite struct TaskOrderTests {
        /// A row whose task yields once, then sleeps for `delay`.
        struct Worker: View {
            let name: String
            let delay: Duration
            let log: Timeline

            var body: some View {
                Text(name)
                    .task {
                        log.record("\(name) started")
                        await Task.yield()
                        log.record("\(name) resumed after yield")
                        do {
                            try await Task.sleep(for: delay)
                            log.record("\(name) woke")
                        } catch {
                            log.record("\(name) threw \(error)")
                        }
                    }
            }
        }

        /// Two workers in a stack that has a task of its own.
        struct Workers: View {
            let log: Timeline

            var body: some View {
                VStack {
                    Worker(name: "a", delay: .seconds(2), log: log)
                    Worker(name: "b", delay: .seconds(1), log: log)
                }
                .task {
                    log.record("stack started")
                    do {
                        try await Task.sleep(for: .seconds(1))
                        log.record("stack woke")
                    } catch {
                        log.record("stack threw \(error)")
                    }
                }
                .onAppear { log.record("stack onAppear") }
            }
        }

        @Test("Tasks start deepest first after every onAppear; yields requeue, ties wake in the order they slept")
        func interleaving() {
            withVirtualTime { scheduler in
                let log = Timeline()
                let screen = ScheduledGraph(Workers(log: log), scheduler: scheduler)
                #expect(log.take() == ["stack onAppear"])
                screen.settle()
                #expect(
                    log.take() == [
                        "a started", "b started", "stack started", "a resumed after yield", "b resumed after yield",
                    ])
                #expect(
                    screen.pending == """
                        pending work at +0s:
                          task#1 sleeps until +2s (in 2s) [origin: Worker .task]
                          task#2 sleeps until +1s (in 1s) [origin: Worker .task]
                          task#3 sleeps until +1s (in 1s) [origin: Workers .task]
                        """)
                screen.advance(by: .seconds(1))
                #expect(log.take() == ["stack woke", "b woke"])
                screen.advance(by: .seconds(1))
                #expect(log.take() == ["a woke"])
                #expect(screen.pending == "no pending work at +2s")
            }
        }
    }
}
