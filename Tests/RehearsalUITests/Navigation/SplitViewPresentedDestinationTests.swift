import Testing

@testable import RehearsalUI

/// `navigationDestination(isPresented:)` and `(item:)` in a split view's column present in the next column, as
/// links there do: the sidebar's in the content column, the content column's in the detail column.
@MainActor @Suite struct SplitViewPresentedDestinationTests {
    struct Diner: View {
        @State private var showsSpecials = false

        var body: some View {
            NavigationSplitView {
                Button("Specials") { showsSpecials = true }
                    .navigationTitle("Diner")
                    .navigationDestination(isPresented: $showsSpecials) { Specials() }
            } content: {
                Text("Pick a section")
            } detail: {
                Text("Pick a table")
            }
        }
    }

    struct Specials: View {
        @State private var table: Int?

        var body: some View {
            Button("Table 4") { table = 4 }
                .navigationTitle("Specials")
                .navigationDestination(item: $table) { table in
                    Text("Soup for table \(table)").navigationTitle("Table \(table)")
                }
        }
    }

    @Test("Regular width: the sidebar's destination shows in the content column, the content's in the detail")
    func regular() throws {
        let screen = DrivenScreen(Diner().environment(\.horizontalSizeClass, .regular))
        try screen.interactor.tap(screen.target("button \"Specials\""))
        try screen.interactor.tap(screen.target("button \"Table 4\""))
        #expect(
            screen.path == """
                NavigationSplitView(Diner)
                  column sidebar "Diner"
                  column content "Specials" pushed=[Specials]
                  column detail "Table 4" pushed=[Text]
                """)
        #expect(
            screen.ax == """
                navigationBar "Diner"
                button "Specials"
                navigationBar "Specials"
                button "Table 4"
                navigationBar "Table 4"
                staticText "Soup for table 4"
                """)
    }

    @Test("Compact width: each destination pushes the next column; back pops it and resets the binding")
    func compact() throws {
        let screen = DrivenScreen(Diner())
        try screen.interactor.tap(screen.target("button \"Specials\""))
        #expect(
            screen.path == """
                NavigationSplitView(Diner) path=[Specials] top=.content
                  column sidebar "Diner" (covered)
                  column content "Specials"
                """)
        try screen.interactor.tap(screen.target("button \"Table 4\""))
        #expect(
            screen.path == """
                NavigationSplitView(Diner) path=[Specials, Text] top=.detail
                  column sidebar "Diner" (covered)
                  column content "Specials" (covered)
                  column detail "Table 4"
                """)
        #expect(
            screen.ax == """
                navigationBar "Table 4"
                  button "Specials"
                staticText "Soup for table 4"
                """)
        try screen.interactor.back()
        #expect(
            screen.path == """
                NavigationSplitView(Diner) path=[Specials] top=.content
                  column sidebar "Diner" (covered)
                  column content "Specials"
                """)
        try screen.interactor.back()
        #expect(
            screen.path == """
                NavigationSplitView(Diner) path=[] top=.sidebar
                  column sidebar "Diner"
                """)
        // Back reset the binding to false, so the button presents again.
        try screen.interactor.tap(screen.target("button \"Specials\""))
        #expect(
            screen.ax == """
                navigationBar "Specials"
                  button "Diner"
                button "Table 4"
                """)
    }
}
