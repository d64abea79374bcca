import Testing

@testable import RehearsalUI

/// `navigationDestination(isPresented:)` and `(item:)` in the sidebar presenting into a detail column whose
/// `NavigationStack` is not mounted yet (collapsed, a compact width): the destination goes onto that stack once it
/// mounts, as when the stack was already there, and `back` pops it and resets the binding.
@MainActor @Suite struct SplitViewUnmountedPresentedDestinationTests {
    struct Kitchen<Detail: View>: View {
        @State private var showsTimers = false
        @State private var order: Int?
        let detail: Detail

        var body: some View {
            NavigationSplitView {
                VStack {
                    Button("Timers") { showsTimers = true }
                    Button("Order 7") { order = 7 }
                }
                .navigationTitle("Kitchen")
                .navigationDestination(isPresented: $showsTimers) {
                    Text("No timers running").navigationTitle("Timers")
                }
                .navigationDestination(item: $order) { order in
                    Text("Two soups").navigationTitle("Order \(order)")
                }
            } detail: {
                detail
            }
        }
    }

    /// The detail column's content is the stack itself.
    struct StackDetail: View {
        var body: some View {
            NavigationStack {
                Text("Pick a station")
            }
        }
    }

    /// The stack is one custom view deeper.
    struct FramedDetail: View {
        var body: some View {
            StackDetail()
        }
    }

    @Test("Compact width, isPresented: the destination shows on the detail's stack; back resets the binding")
    func compactIsPresented() throws {
        let screen = DrivenScreen(Kitchen(detail: NavigationStack { Text("Pick a station") }))
        try screen.interactor.tap(screen.target("button \"Timers\""))
        #expect(screen.diagnostics == "")
        #expect(
            screen.path == """
                NavigationSplitView(Kitchen) path=[Text] top=.detail
                  column sidebar "Kitchen" (covered)
                  column detail
                    NavigationStack path=[] pushed=[Text]
                """)
        #expect(
            screen.ax == """
                navigationBar "Timers"
                  button "Back"
                staticText "No timers running"
                """)
        try screen.interactor.back()
        try screen.interactor.back()
        #expect(
            screen.path == """
                NavigationSplitView(Kitchen) path=[] top=.sidebar
                  column sidebar "Kitchen"
                """)
        // Back reset the binding, so the button presents again.
        try screen.interactor.tap(screen.target("button \"Timers\""))
        #expect(
            screen.ax == """
                navigationBar "Timers"
                  button "Back"
                staticText "No timers running"
                """)
    }

    @Test("Compact width, item: the destination shows on the stack inside a custom view; back resets the item")
    func compactItem() throws {
        let screen = DrivenScreen(Kitchen(detail: FramedDetail()))
        try screen.interactor.tap(screen.target("button \"Order 7\""))
        #expect(screen.diagnostics == "")
        #expect(
            screen.ax == """
                navigationBar "Order 7"
                  button "Back"
                staticText "Two soups"
                """)
        try screen.interactor.back()
        #expect(
            screen.ax == """
                navigationBar
                  button "Kitchen"
                staticText "Pick a station"
                """)
        try screen.interactor.back()
        try screen.interactor.tap(screen.target("button \"Order 7\""))
        #expect(
            screen.path == """
                NavigationSplitView(Kitchen) path=[Text] top=.detail
                  column sidebar "Kitchen" (covered)
                  column detail
                    NavigationStack path=[] pushed=[Text]
                """)
    }

    @Test("Compact width: with no stack in the detail column, the destination shows in place of its content")
    func compactNoStack() throws {
        let screen = DrivenScreen(Kitchen(detail: Text("Pick a station")))
        try screen.interactor.tap(screen.target("button \"Timers\""))
        #expect(screen.diagnostics == "")
        #expect(
            screen.path == """
                NavigationSplitView(Kitchen) path=[Text] top=.detail
                  column sidebar "Kitchen" (covered)
                  column detail "Timers"
                """)
        #expect(
            screen.ax == """
                navigationBar "Timers"
                  button "Kitchen"
                staticText "No timers running"
                """)
        try screen.interactor.back()
        try screen.interactor.tap(screen.target("button \"Timers\""))
        #expect(
            screen.ax == """
                navigationBar "Timers"
                  button "Kitchen"
                staticText "No timers running"
                """)
    }

    /// A kitchen whose sidebar also has a value link the detail's stack declares.
    struct Pass: View {
        @State private var showsTimers = false

        var body: some View {
            NavigationSplitView {
                VStack {
                    Button("Timers") { showsTimers = true }
                    NavigationLink("Ticket 3", value: 3)
                }
                .navigationTitle("Pass")
                .navigationDestination(isPresented: $showsTimers) {
                    Text("No timers running").navigationTitle("Timers")
                }
            } detail: {
                FramedTickets()
            }
        }
    }

    struct FramedTickets: View {
        var body: some View {
            NavigationStack {
                Text("Pick a ticket")
                    .navigationDestination(for: Int.self) { ticket in
                        Text("Ticket \(ticket)").navigationTitle("Ticket \(ticket)")
                    }
            }
        }
    }

    @Test("A link presenting in the column afterwards replaces the destination on its stack and resets the binding")
    func linkReplacesDestination() throws {
        let screen = DrivenScreen(Pass().environment(\.horizontalSizeClass, .regular))
        try screen.interactor.tap(screen.target("button \"Timers\""))
        try screen.interactor.tap(screen.target("link \"Ticket 3\""))
        #expect(
            screen.path == """
                NavigationSplitView(Pass)
                  column sidebar "Pass"
                  column detail
                    NavigationStack path=[3]
                """)
        // The binding was reset, so the button presents again, over the ticket's place.
        try screen.interactor.tap(screen.target("button \"Timers\""))
        #expect(
            screen.path == """
                NavigationSplitView(Pass)
                  column sidebar "Pass"
                  column detail
                    NavigationStack path=[] pushed=[Text]
                """)
        let compact = DrivenScreen(Pass())
        try compact.interactor.tap(compact.target("button \"Timers\""))
        try compact.interactor.back()
        try compact.interactor.back()
        try compact.interactor.tap(compact.target("link \"Ticket 3\""))
        #expect(
            compact.path == """
                NavigationSplitView(Pass) path=[3] top=.detail
                  column sidebar "Pass" (covered)
                  column detail
                    NavigationStack path=[3]
                """)
    }

    @Test("Regular width: the destination shows on the mounted detail stack, as before")
    func regular() throws {
        let screen = DrivenScreen(Kitchen(detail: FramedDetail()).environment(\.horizontalSizeClass, .regular))
        try screen.interactor.tap(screen.target("button \"Order 7\""))
        #expect(
            screen.path == """
                NavigationSplitView(Kitchen)
                  column sidebar "Kitchen"
                  column detail
                    NavigationStack path=[] pushed=[Text]
                """)
    }
}
