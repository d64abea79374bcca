import Testing

@testable import RehearsalUI

/// Collapsed (a compact width), a sidebar link whose value no stack in the detail column can declare, or a
/// `NavigationLink(destination:)` into a detail column with no stack at all, does not mount the detail column's views:
/// their `@State` initial values and `@StateObject` autoclosures never run, as in SwiftUI, which does not create a
/// column it does not show. Before session 8 the column was mounted out of sight to look for a stack, and each of
/// its views made its state (`StateScan` counted one object and one initial value per tap).
@MainActor @Suite struct SplitViewUnshownColumnStateTests {
    struct Recipe: Hashable {
        let name: String
    }

    struct Pantry: Hashable {
        let shelf: Int
    }

    /// Counts the objects and initial values the detail column's views made.
    final class StateScan {
        var made: [String] = []
    }

    final class DetailModel: ObservableObject {
        @Published var count = 0

        init(scan: StateScan) { scan.made.append("DetailModel") }
    }

    /// The detail column's root: its state and object log when they are made.
    struct CountingDetail: View {
        let scan: StateScan
        @StateObject private var model: DetailModel

        init(scan: StateScan) {
            self.scan = scan
            _model = StateObject(wrappedValue: DetailModel(scan: scan))
        }

        var body: some View {
            CountingStack(scan: scan, count: model.count)
        }
    }

    /// One level down, a stack that declares recipes only; its state's initial value is made when its parent's body
    /// makes it.
    struct CountingStack: View {
        let scan: StateScan
        let count: Int
        @StateObject private var model: DetailModel
        @State private var note: String

        init(scan: StateScan, count: Int) {
            self.scan = scan
            self.count = count
            _model = StateObject(wrappedValue: DetailModel(scan: scan))
            _note = State(initialValue: Self.note(scan))
        }

        static func note(_ scan: StateScan) -> String {
            scan.made.append("note")
            return "Pick"
        }

        var body: some View {
            NavigationStack {
                Text("Pick a recipe \(count)")
                    .navigationDestination(for: Recipe.self) { recipe in
                        Text(recipe.name).navigationTitle(recipe.name)
                    }
            }
        }
    }

    /// A detail column with no stack: a custom view with state of its own.
    struct PlainDetail: View {
        let scan: StateScan
        @StateObject private var model: DetailModel

        init(scan: StateScan) {
            self.scan = scan
            _model = StateObject(wrappedValue: DetailModel(scan: scan))
        }

        var body: some View {
            Text("Nothing here \(model.count)")
        }
    }

    struct Box<Detail: View>: View {
        let detail: Detail

        var body: some View {
            NavigationSplitView {
                List {
                    NavigationLink("Soup", value: Recipe(name: "Soup"))
                    NavigationLink("Shelf 2", value: Pantry(shelf: 2))
                    NavigationLink("Notes") { Text("Milk, eggs").navigationTitle("Notes") }
                }
                .navigationTitle("Kitchen")
            } detail: {
                detail
            }
        }
    }

    @Test("A value no stack in the column declares does not mount the column: no object, no initial value is made")
    func undeclaredValue() throws {
        let scan = StateScan()
        let screen = DrivenScreen(Box(detail: CountingDetail(scan: scan)))
        // Making the split view's value made the detail's own value (its initialiser runs in the sidebar's body).
        scan.made.removeAll()
        try screen.interactor.tap(screen.target("link \"Shelf 2\""))
        #expect(
            screen.diagnostics == """
                warning: a NavigationLink in Box presents a value of type Pantry, but no navigationDestination(for: Pantry.self) is declared in its NavigationStack, so the link does nothing. To fix, add .navigationDestination(for: Pantry.self) { ... } to the stack's root view.
                """)
        #expect(scan.made == [])
        #expect(
            screen.path == """
                NavigationSplitView(Kitchen) path=[] top=.sidebar
                  column sidebar "Kitchen"
                """)
        // A declared value mounts the column: its views make their state once.
        try screen.interactor.tap(screen.target("link \"Soup\""))
        #expect(scan.made == ["DetailModel", "note", "DetailModel"])
        #expect(
            screen.ax == """
                navigationBar "Soup"
                  button "Back"
                staticText "Soup"
                """)
    }

    @Test("A view pushed into a column with no stack shows without mounting the column's content")
    func viewIntoPlainColumn() throws {
        let scan = StateScan()
        let screen = DrivenScreen(Box(detail: PlainDetail(scan: scan)))
        scan.made.removeAll()
        try screen.interactor.tap(screen.target("link \"Notes\""))
        #expect(scan.made == [])
        #expect(screen.diagnostics == "")
        #expect(
            screen.ax == """
                navigationBar "Notes"
                  button "Kitchen"
                staticText "Milk, eggs"
                """)
        try screen.interactor.back()
        #expect(
            screen.path == """
                NavigationSplitView(Kitchen) path=[] top=.sidebar
                  column sidebar "Kitchen"
                """)
        #expect(scan.made == [])
    }

    @Test("A value into a column with no stack warns without mounting it")
    func valueIntoPlainColumn() throws {
        let scan = StateScan()
        let screen = DrivenScreen(Box(detail: PlainDetail(scan: scan)))
        scan.made.removeAll()
        try screen.interactor.tap(screen.target("link \"Soup\""))
        #expect(
            screen.diagnostics == """
                warning: a NavigationLink in Box presents a value of type Recipe, but no navigationDestination(for: Recipe.self) is declared in its NavigationStack, so the link does nothing. To fix, add .navigationDestination(for: Recipe.self) { ... } to the stack's root view.
                """)
        #expect(scan.made == [])
    }

    /// A stack in the second view of a block, behind a branch and a custom modifier.
    struct Layered: View {
        let showsStack: Bool

        var body: some View {
            VStack {
                Text("Header")
                if showsStack {
                    NavigationStack {
                        Text("Root").navigationDestination(for: Pantry.self) { Text("Shelf \($0.shelf)") }
                    }
                    .modifier(Framed())
                }
            }
        }
    }

    struct Framed: ViewModifier {
        func body(content: Content) -> some View {
            content.padding()
        }
    }

    @Test("The scan reads stacks and declarations through custom views, modifiers, branches and tuples")
    func scan() {
        #expect(StaticNavigationScan.mayHaveStack(in: Layered.self))
        #expect(StaticNavigationScan.mayDeclareDestination(for: Pantry.self, in: Layered.self))
        #expect(!StaticNavigationScan.mayDeclareDestination(for: Recipe.self, in: Layered.self))
        #expect(!StaticNavigationScan.mayHaveStack(in: Framed.self))
        #expect(StaticNavigationScan.mayHaveStack(in: CountingDetail.self))
        #expect(!StaticNavigationScan.mayHaveStack(in: PlainDetail.self))
        #expect(StaticNavigationScan.mayDeclareDestination(for: Recipe.self, in: CountingDetail.self))
        #expect(!StaticNavigationScan.mayDeclareDestination(for: Pantry.self, in: CountingDetail.self))
        // An AnyView hides its content's type: the scan cannot rule a stack out.
        #expect(StaticNavigationScan.mayHaveStack(in: AnyView.self))
    }
}
