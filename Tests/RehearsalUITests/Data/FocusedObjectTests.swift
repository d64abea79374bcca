import Testing

@testable import RehearsalUI

/// `@FocusedObject` with `.focusedObject(_:)` and `.focusedSceneObject(_:)`, and text inputs that take focus
/// without a `.focused(...)` of their own.
@MainActor @Suite struct FocusedObjectTests {
    final class Sheet: ObservableObject {
        let name: String
        @Published var rows = 0
        init(name: String) { self.name = name }
    }

    final class Workbook: ObservableObject {
        @Published var title = "Budget"
    }

    struct Status: View {
        @FocusedObject private var sheet: Sheet?
        @FocusedObject private var workbook: Workbook?
        var body: some View {
            VStack {
                Text("\(sheet.map { "\($0.name) has \($0.rows) rows" } ?? "no sheet") in \(workbook?.title ?? "none")")
                Button("Add row") { sheet?.rows += 1 }
            }
        }
    }

    struct Editor: View {
        @StateObject private var first = Sheet(name: "January")
        @StateObject private var second = Sheet(name: "February")
        @StateObject private var workbook = Workbook()
        @State private var text = ""
        @State private var other = ""
        @State private var query = ""
        @FocusState private var searching: Bool

        var body: some View {
            VStack {
                TextField("Search", text: $query).focused($searching)
                TextField("January", text: $text).focusedObject(first)
                SecureField("February", text: $other).focusedObject(second)
                Status()
            }
            .focusedSceneObject(workbook)
        }
    }

    @Test("A reader sees the focused field's object, follows focus, and re-evaluates when the object changes")
    func followsFocus() throws {
        let screen = DrivenScreen(Editor())
        #expect(
            screen.ax == """
                textField "Search"
                textField "January"
                secureTextField "February"
                staticText "no sheet in Budget"
                button "Add row"
                """)
        try screen.interactor.focus(screen.target("\"Search\""))
        #expect(
            screen.ax == """
                textField "Search" [focused]
                textField "January"
                secureTextField "February"
                staticText "no sheet in Budget"
                button "Add row"
                """)
        // "January" has no .focused(...): it takes focus all the same, and the search field's state gives it up.
        try screen.interactor.focus(screen.target("\"January\""))
        #expect(
            screen.ax == """
                textField "Search"
                textField "January" [focused]
                secureTextField "February"
                staticText "January has 0 rows in Budget"
                button "Add row"
                """)
        try screen.interactor.tap(screen.target("\"Add row\""))
        #expect(
            screen.ax == """
                textField "Search"
                textField "January" [focused]
                secureTextField "February"
                staticText "January has 1 rows in Budget"
                button "Add row"
                """)
        // Typing into a field focuses it, as a user's typing does.
        try screen.interactor.type(screen.target("\"February\""), "secret")
        #expect(
            screen.tree == """
                Editor  @StateObject first=Sheet second=Sheet workbook=Workbook  @State text="" other="secret" query=""  @FocusState searching=false
                  VStack  .focusedSceneObject(Workbook)
                    TextField "Search" text=""  .focused
                    TextField "January" text=""  .focusedObject(Sheet)
                    SecureField "February" text="••••••"  .focusedObject(Sheet)
                    Status  @FocusedObject sheet=Sheet workbook=Workbook
                      VStack
                        Text "February has 0 rows in Budget"
                        Button "Add row"
                """)
        // Tapping a field focuses it too; a @FocusState set by the app takes focus back.
        try screen.interactor.tap(screen.target("\"January\""))
        #expect(screen.ax.contains("staticText \"January has 1 rows in Budget\""))
        try screen.interactor.focus(screen.target("\"Search\""))
        #expect(
            screen.ax == """
                textField "Search" [focused]
                textField "January"
                secureTextField "February" value="••••••"
                staticText "no sheet in Budget"
                button "Add row"
                """)
    }

    /// A focused-value reader before a `@State`: the state keeps its own slot of the node's storage.
    struct Counter: View {
        @FocusedValue(\.sceneTitle) private var title
        @FocusedObject private var sheet: Sheet?
        @State private var count = 0
        let round: Int
        var body: some View { Button("Count \(count) in round \(round)") { count += 1 } }
    }

    struct Parent: View {
        @State private var passes = 0
        var body: some View {
            VStack {
                Button("Pass \(passes)") { passes += 1 }
                Counter(round: passes)
            }
        }
    }

    @Test("A @State after focused-value readers survives its parent's re-evaluation")
    func stateAfterFocusedReaders() throws {
        let screen = DrivenScreen(Parent())
        try screen.interactor.tap(screen.target("\"Count 0 in round 0\""))
        try screen.interactor.tap(screen.target("\"Pass 0\""))
        #expect(
            screen.ax == """
                button "Pass 1"
                button "Count 1 in round 1"
                """)
        try screen.interactor.tap(screen.target("\"Count 1 in round 1\""))
        #expect(
            screen.ax == """
                button "Pass 1"
                button "Count 2 in round 1"
                """)
    }
}
