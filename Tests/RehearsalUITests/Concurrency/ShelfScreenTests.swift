import Testing
import VirtualTime

@testable import RehearsalUI

extension ConcurrencyTests {
    /// Seed 002's `ShelfScreen`, driven on virtual time: each face, a retry, a new shelf, a pull to refresh.
    @MainActor @Suite struct ShelfScreenTests {
        typealias Client = Seed002.LibraryClient

        /// The shelf the screen shows; tests change it as a parent view would.
        @MainActor @Observable final class ShelfChoice {
            var shelfID: Seed002.Shelf.ID = 3
        }

        /// The seed's screen in a navigation stack, showing the chosen shelf.
        struct Host: View {
            let choice: ShelfChoice

            var body: some View {
                NavigationStack { Seed002.ShelfScreen(shelfID: choice.shelfID) }
            }
        }

        /// Mounts the host with `client` injected and settles, so the first load sleeps.
        static func mount(
            _ client: Client, _ scheduler: VirtualScheduler, choice: ShelfChoice = .init()
        ) -> ScheduledGraph {
            let screen = ScheduledGraph(Host(choice: choice).environment(client), scheduler: scheduler)
            screen.settle()
            return screen
        }

        @Test("The screen shows a spinner while the first load sleeps")
        func spinnerFirst() {
            withVirtualTime { scheduler in
                let screen = Self.mount(Client(books: Seed002.sampleBooks), scheduler)
                #expect(
                    screen.tree == """
                        Host  .environment(LibraryClient)
                          NavigationStack
                            ShelfScreen  @Environment LibraryClient  @State phase=.loading query=""
                              ProgressView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                        """)
                #expect(
                    screen.pending == """
                        pending work at +0s:
                          task#1 sleeps until +1s (in 1s) [origin: ShelfScreen .task(id: 3)]
                        """)
            }
        }
        @Test("One second later the list of books replaces the spinner")
        func listAfterOneSecond() {
            withVirtualTime { scheduler in
                let screen = Self.mount(Client(books: Seed002.sampleBooks), scheduler)
                screen.advance(by: .milliseconds(999))
                #expect(
                    screen.tree == """
                        Host  .environment(LibraryClient)
                          NavigationStack
                            ShelfScreen  @Environment LibraryClient  @State phase=.loading query=""
                              ProgressView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                        """)
                screen.advance(by: .milliseconds(1))
                #expect(
                    screen.tree == """
                        Host  .environment(LibraryClient)
                          NavigationStack
                            ShelfScreen  @Environment LibraryClient  @State phase=.loaded(3 items) query=""
                              List  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                                NavigationLink "Dune" → LibraryRoute.book(4821)
                                NavigationLink "Emma" → LibraryRoute.book(4822)
                                NavigationLink "Ulysses" → LibraryRoute.book(4823)
                        """)
                #expect(screen.pending == "no pending work at +1s")
            }
        }
        @Test("A failing client shows the failure face with Try Again")
        func failureFace() {
            withVirtualTime { scheduler in
                let screen = Self.mount(Client(failing: true), scheduler)
                screen.advance(by: .seconds(1))
                #expect(
                    screen.tree == """
                        Host  .environment(LibraryClient)
                          NavigationStack
                            ShelfScreen  @Environment LibraryClient  @State phase=.failed("The library is offline.") query=""
                              ContentUnavailableView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                                Label "Couldn't load this shelf" systemImage: "wifi.exclamationmark"
                                Text "The library is offline."
                                Button "Try Again"
                        """)
                #expect(screen.pending == "no pending work at +1s")
            }
        }
        @Test("Try Again keeps the failure face until the reload completes, then shows the list")
        func tryAgain() throws {
            try withVirtualTime { scheduler in
                let client = Client(books: Seed002.sampleBooks, failing: true)
                let screen = Self.mount(client, scheduler)
                screen.advance(by: .seconds(1))
                client.isFailing = false
                try screen.tap("button", "Try Again")
                // The seed's retry leaves the phase alone while it loads, so the failure face stays up.
                #expect(
                    screen.tree == """
                        Host  .environment(LibraryClient)
                          NavigationStack
                            ShelfScreen  @Environment LibraryClient  @State phase=.failed("The library is offline.") query=""
                              ContentUnavailableView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                                Label "Couldn't load this shelf" systemImage: "wifi.exclamationmark"
                                Text "The library is offline."
                                Button "Try Again"
                        """)
                #expect(
                    screen.pending == """
                        pending work at +1s:
                          task#2 sleeps until +2s (in 1s) [origin: tap button "Try Again"]
                        """)
                screen.advance(by: .milliseconds(999))
                #expect(
                    screen.tree == """
                        Host  .environment(LibraryClient)
                          NavigationStack
                            ShelfScreen  @Environment LibraryClient  @State phase=.failed("The library is offline.") query=""
                              ContentUnavailableView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                                Label "Couldn't load this shelf" systemImage: "wifi.exclamationmark"
                                Text "The library is offline."
                                Button "Try Again"
                        """)
                screen.advance(by: .milliseconds(1))
                #expect(
                    screen.tree == """
                        Host  .environment(LibraryClient)
                          NavigationStack
                            ShelfScreen  @Environment LibraryClient  @State phase=.loaded(3 items) query=""
                              List  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                                NavigationLink "Dune" → LibraryRoute.book(4821)
                                NavigationLink "Emma" → LibraryRoute.book(4822)
                                NavigationLink "Ulysses" → LibraryRoute.book(4823)
                        """)
                #expect(screen.pending == "no pending work at +2s")
            }
        }
        @Test("A new shelf cancels the old load, whose CancellationError is not shown as a failure")
        func newShelfCancelsOldLoad() {
            withVirtualTime { scheduler in
                let choice = ShelfChoice()
                let screen = Self.mount(Client(books: Seed002.sampleBooks), scheduler, choice: choice)
                screen.advance(by: .milliseconds(500))
                choice.shelfID = 4
                screen.settle()
                #expect(
                    screen.tree == """
                        Host  .environment(LibraryClient)
                          NavigationStack
                            ShelfScreen  @Environment LibraryClient  @State phase=.loading query=""
                              ProgressView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 4) .refreshable
                        """)
                #expect(
                    screen.pending == """
                        pending work at +500ms:
                          task#2 sleeps until +1.5s (in 1s) [origin: ShelfScreen .task(id: 4)]
                        """)
                screen.advance(by: .milliseconds(500))
                #expect(
                    screen.tree == """
                        Host  .environment(LibraryClient)
                          NavigationStack
                            ShelfScreen  @Environment LibraryClient  @State phase=.loading query=""
                              ProgressView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 4) .refreshable
                        """)
                screen.advance(by: .milliseconds(500))
                #expect(
                    screen.tree == """
                        Host  .environment(LibraryClient)
                          NavigationStack
                            ShelfScreen  @Environment LibraryClient  @State phase=.loaded(2 items) query=""
                              List  .navigationTitle("Shelf") .searchable(text: "") .task(id: 4) .refreshable
                                NavigationLink "Beloved" → LibraryRoute.book(5001)
                                NavigationLink "Middlemarch" → LibraryRoute.book(5002)
                        """)
                #expect(screen.pending == "no pending work at +1.5s")
            }
        }
        @Test("A pull to refresh runs as a tracked task that ends with the reload")
        func pullToRefresh() throws {
            try withVirtualTime { scheduler in
                let client = Client(books: Seed002.sampleBooks)
                let screen = Self.mount(client, scheduler)
                screen.advance(by: .seconds(1))
                client.booksByShelf[3, default: []].append(Seed002.Book(id: 4824, title: "Walden"))
                try screen.refresh()
                #expect(
                    screen.tree == """
                        Host  .environment(LibraryClient)
                          NavigationStack
                            ShelfScreen  @Environment LibraryClient  @State phase=.loaded(3 items) query=""
                              List  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                                NavigationLink "Dune" → LibraryRoute.book(4821)
                                NavigationLink "Emma" → LibraryRoute.book(4822)
                                NavigationLink "Ulysses" → LibraryRoute.book(4823)
                        """)
                #expect(
                    screen.pending == """
                        pending work at +1s:
                          task#2 sleeps until +2s (in 1s) [origin: ShelfScreen .refreshable]
                        """)
                screen.advance(by: .seconds(1))
                #expect(
                    screen.tree == """
                        Host  .environment(LibraryClient)
                          NavigationStack
                            ShelfScreen  @Environment LibraryClient  @State phase=.loaded(4 items) query=""
                              List  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                                NavigationLink "Dune" → LibraryRoute.book(4821)
                                NavigationLink "Emma" → LibraryRoute.book(4822)
                                NavigationLink "Ulysses" → LibraryRoute.book(4823)
                                NavigationLink "Walden" → LibraryRoute.book(4824)
                        """)
                #expect(screen.pending == "no pending work at +2s")
            }
        }
    }
}
