import Testing

@testable import RehearsalUI

/// `onReceive` with our publishers: a subject's events, a `@Published` value, and `Just`.
@MainActor @Suite struct OnReceiveTests {
    final class Inbox: ObservableObject {
        @Published var unread = 0
        let arrivals = PassthroughSubject<String, Never>()
    }

    struct InboxView: View {
        @StateObject private var inbox = Inbox()
        @State private var last = "nothing"
        @State private var badge = 0
        @State private var greeting = ""
        @State private var showsBanner = true

        var body: some View {
            VStack {
                Text("Last: \(last), badge \(badge)\(greeting)")
                if showsBanner {
                    Text("Banner").onReceive(inbox.arrivals) { last = "banner saw \($0)" }
                }
                Button("Arrive") {
                    inbox.arrivals.send("Ada")
                    inbox.unread += 1
                }
                Button("Hide banner") { showsBanner = false }
            }
            .onReceive(inbox.$unread) { badge = $0 }
            .onReceive(Just(", hello")) { greeting = $0 }
        }
    }

    @Test("onReceive runs the latest action with each value while the view is in the tree")
    func receives() throws {
        let screen = DrivenScreen(InboxView())
        #expect(
            screen.ax == """
                staticText "Last: nothing, badge 0, hello"
                staticText "Banner"
                button "Arrive"
                button "Hide banner"
                """)
        try screen.interactor.tap(screen.target("\"Arrive\""))
        #expect(
            screen.ax == """
                staticText "Last: banner saw Ada, badge 1, hello"
                staticText "Banner"
                button "Arrive"
                button "Hide banner"
                """)
        try screen.interactor.tap(screen.target("\"Hide banner\""))
        try screen.interactor.tap(screen.target("\"Arrive\""))
        #expect(
            screen.ax == """
                staticText "Last: banner saw Ada, badge 2, hello"
                button "Arrive"
                button "Hide banner"
                """)
        #expect(screen.diagnostics == "")
    }
}
