import Testing
import VirtualTime

@testable import RehearsalUI

extension ConcurrencyTests {
    @MainActor @Suite struct ActionTaskTests {
        /// A button whose action starts an unstructured task that takes two seconds.
        struct Reloader: View {
            let log: Timeline
            @State private var status = "idle"

            var body: some View {
                VStack {
                    Text(status)
                    Button("Reload") {
                        Task {
                            log.record("reload started")
                            status = "reloading"
                            do {
                                try await Task.sleep(for: .seconds(2))
                                status = "reloaded"
                                log.record("reload finished")
                            } catch {
                                log.record("reload threw \(error)")
                            }
                        }
                    }
                }
            }
        }

        /// A button whose action starts a task that outlives the view; it writes no state of the view.
        struct Sender: View {
            let log: Timeline

            var body: some View {
                Button("Send") {
                    Task {
                        log.record("send started")
                        do {
                            try await Task.sleep(for: .seconds(2))
                            log.record("send finished")
                        } catch {
                            log.record("send threw \(error)")
                        }
                    }
                }
            }
        }

        /// Whether the view is on screen.
        @MainActor @Observable final class Visibility {
            var isShown = true
        }

        /// Shows the sender, or the reloader, while `visibility.isShown`.
        struct Host: View {
            let visibility: Visibility
            let log: Timeline
            var showsReloader = false

            var body: some View {
                if visibility.isShown {
                    if showsReloader { Reloader(log: log) } else { Sender(log: log) }
                }
            }
        }

        @Test("A Task started by a tap runs on the scheduler, named after the tap by ActionOrigin")
        func tapStartsScheduledTask() throws {
            try withVirtualTime { scheduler in
                let log = Timeline()
                let screen = ScheduledGraph(Reloader(log: log), scheduler: scheduler)
                screen.settle()
                try screen.tap("button", "Reload")
                #expect(log.take() == ["reload started"])
                #expect(
                    screen.tree == """
                        Reloader  @State status="reloading"
                          VStack
                            Text "reloading"
                            Button "Reload"
                        """)
                #expect(
                    screen.pending == """
                        pending work at +0s:
                          task#1 sleeps until +2s (in 2s) [origin: tap button "Reload"]
                        """)
                screen.advance(by: .seconds(2))
                #expect(log.take() == ["reload finished"])
                #expect(
                    screen.tree == """
                        Reloader  @State status="reloaded"
                          VStack
                            Text "reloaded"
                            Button "Reload"
                        """)
                #expect(screen.pending == "no pending work at +2s")
            }
        }

        @Test("An action run outside ActionOrigin still runs on the scheduler, but nobody is named as its starter")
        func actionWithoutOrigin() throws {
            try withVirtualTime { scheduler in
                let log = Timeline()
                let screen = ScheduledGraph(Reloader(log: log), scheduler: scheduler)
                let tap = try #require(screen.element("button", "Reload")?.actions.tap)
                tap()
                screen.settle()
                #expect(log.take() == ["reload started"])
                #expect(
                    screen.pending == """
                        pending work at +0s:
                          task#1 sleeps until +2s (in 2s) [origin: unattributed]
                        """)
            }
        }

        @Test("A Task started by an action is not cancelled when its view disappears, unlike .task")
        func unstructuredTaskOutlivesView() throws {
            try withVirtualTime { scheduler in
                let log = Timeline()
                let visibility = Visibility()
                let screen = ScheduledGraph(Host(visibility: visibility, log: log), scheduler: scheduler)
                try screen.tap("button", "Send")
                visibility.isShown = false
                screen.settle()
                #expect(screen.tree == "Host")
                #expect(
                    screen.pending == """
                        pending work at +0s:
                          task#1 sleeps until +2s (in 2s) [origin: tap button "Send"]
                        """)
                screen.advance(by: .seconds(2))
                #expect(log.take() == ["send started", "send finished"])
                #expect(screen.pending == "no pending work at +2s")
            }
        }

        @Test("A task that writes @State after its view left the tree changes nothing on screen")
        func stateWriteAfterDisappear() throws {
            try withVirtualTime { scheduler in
                let log = Timeline()
                let visibility = Visibility()
                let screen = ScheduledGraph(
                    Host(visibility: visibility, log: log, showsReloader: true), scheduler: scheduler)
                try screen.tap("button", "Reload")
                visibility.isShown = false
                screen.advance(by: .seconds(2))
                #expect(log.take() == ["reload started", "reload finished"])
                #expect(screen.tree == "Host")
            }
        }
    }
}
