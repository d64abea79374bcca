import Testing

@testable import RehearsalUI

/// A detail column whose `NavigationStack` is inside a custom view's body (`detail: { RecipeDetailRoot() }`), the
/// common app structure: collapsed (a compact width), a sidebar link whose destination only that stack declares
/// mounts the column, finds the stack and pushes onto it, as when the stack is the column's content itself.
@MainActor @Suite struct SplitViewNestedDetailStackTests {
    struct Recipe: Hashable {
        let name: String
    }

    struct Step: Hashable {
        let number: Int
    }

    struct Pantry: Hashable {
        let shelf: Int
    }

    /// Counts the times the detail column's root appeared.
    final class AppearLog {
        var appeared: [String] = []
    }

    struct Box<Detail: View>: View {
        let detail: Detail

        var body: some View {
            NavigationSplitView {
                List {
                    NavigationLink("Soup", value: Recipe(name: "Soup"))
                    NavigationLink("Stew", value: Recipe(name: "Stew"))
                    NavigationLink("Shelf 2", value: Pantry(shelf: 2))
                }
                .navigationTitle("Recipes")
            } detail: {
                detail
            }
        }
    }

    /// The detail column's root: its body is the stack, which declares the destinations.
    struct RecipeDetailRoot: View {
        let log: AppearLog

        var body: some View {
            NavigationStack {
                Text("Pick a recipe")
                    .onAppear { log.appeared.append("root") }
                    .navigationDestination(for: Recipe.self) { recipe in
                        NavigationLink("Step 1", value: Step(number: 1))
                            .navigationTitle(recipe.name)
                    }
                    .navigationDestination(for: Step.self) { step in
                        Text("Step \(step.number)").navigationTitle("Step \(step.number)")
                    }
            }
        }
    }

    /// One level deeper: a custom view whose body is the custom view holding the stack.
    struct RecipeDetailFrame: View {
        let log: AppearLog

        var body: some View {
            RecipeDetailRoot(log: log).padding()
        }
    }

    /// The stack follows a typed path the custom view keeps in its state.
    struct BoundRecipeRoot: View {
        @State private var path: [Recipe] = []

        var body: some View {
            NavigationStack(path: $path) {
                Text("Pick a recipe \(path.count)")
                    .navigationDestination(for: Recipe.self) { recipe in
                        Text("\(recipe.name), \(path.count) deep").navigationTitle(recipe.name)
                    }
            }
        }
    }

    @Test("Compact width: the link mounts the column, finds the stack in the custom view's body, pushes onto it")
    func compactCustomView() throws {
        let log = AppearLog()
        let screen = DrivenScreen(Box(detail: RecipeDetailRoot(log: log)))
        try screen.interactor.tap(screen.target("link \"Soup\""))
        #expect(screen.diagnostics == "")
        #expect(
            screen.path == """
                NavigationSplitView(Recipes) path=[Recipe(name: "Soup")] top=.detail
                  column sidebar "Recipes" (covered)
                  column detail
                    NavigationStack path=[Recipe(name: "Soup")]
                """)
        #expect(
            screen.ax == """
                navigationBar "Soup"
                  button "Back"
                link "Step 1"
                """)
        // The stack's root is beneath the recipe: it has not appeared yet.
        #expect(log.appeared == [])
        try screen.interactor.tap(screen.target("link \"Step 1\""))
        #expect(
            screen.ax == """
                navigationBar "Step 1"
                  button "Soup"
                staticText "Step 1"
                """)
        try screen.interactor.back()
        try screen.interactor.back()
        #expect(log.appeared == ["root"])
        try screen.interactor.back()
        #expect(
            screen.path == """
                NavigationSplitView(Recipes) path=[] top=.sidebar
                  column sidebar "Recipes"
                """)
        try screen.interactor.tap(screen.target("link \"Stew\""))
        #expect(
            screen.ax == """
                navigationBar "Stew"
                  button "Back"
                link "Step 1"
                """)
    }

    @Test("Compact width: the stack one custom view deeper is found too")
    func compactTwoLevels() throws {
        let log = AppearLog()
        let screen = DrivenScreen(Box(detail: RecipeDetailFrame(log: log)))
        try screen.interactor.tap(screen.target("link \"Stew\""))
        #expect(screen.diagnostics == "")
        #expect(
            screen.path == """
                NavigationSplitView(Recipes) path=[Recipe(name: "Stew")] top=.detail
                  column sidebar "Recipes" (covered)
                  column detail
                    NavigationStack path=[Recipe(name: "Stew")]
                """)
        #expect(
            screen.ax == """
                navigationBar "Stew"
                  button "Back"
                link "Step 1"
                """)
    }

    @Test("Compact width: a stack bound to the custom view's typed path state takes the value on that path")
    func compactBoundPath() throws {
        let screen = DrivenScreen(Box(detail: BoundRecipeRoot()))
        try screen.interactor.tap(screen.target("link \"Stew\""))
        #expect(screen.diagnostics == "")
        #expect(
            screen.ax == """
                navigationBar "Stew"
                  button "Back"
                staticText "Stew, 1 deep"
                """)
        try screen.interactor.back()
        #expect(
            screen.ax == """
                navigationBar
                  button "Recipes"
                staticText "Pick a recipe 0"
                """)
    }

    @Test("Compact width: a value no mounted or mountable stack declares warns and leaves the sidebar on top")
    func compactNoDestination() throws {
        let log = AppearLog()
        let screen = DrivenScreen(Box(detail: RecipeDetailFrame(log: log)))
        try screen.interactor.tap(screen.target("link \"Shelf 2\""))
        #expect(
            screen.diagnostics == """
                warning: a NavigationLink in Box presents a value of type Pantry, but no navigationDestination(for: Pantry.self) is declared in its NavigationStack, so the link does nothing. To fix, add .navigationDestination(for: Pantry.self) { ... } to the stack's root view.
                """)
        #expect(
            screen.path == """
                NavigationSplitView(Recipes) path=[] top=.sidebar
                  column sidebar "Recipes"
                """)
        #expect(
            screen.ax == """
                navigationBar "Recipes"
                list
                  link "Soup"
                  link "Stew"
                  link "Shelf 2"
                """)
        // The column was mounted out of sight to look for a stack, so its root never appeared.
        #expect(log.appeared == [])
        // A declared value still pushes afterwards.
        try screen.interactor.tap(screen.target("link \"Soup\""))
        #expect(
            screen.path == """
                NavigationSplitView(Recipes) path=[Recipe(name: "Soup")] top=.detail
                  column sidebar "Recipes" (covered)
                  column detail
                    NavigationStack path=[Recipe(name: "Soup")]
                """)
    }

    @Test("Compact width: a column with no stack at all (plain content) warns as before")
    func compactPlainContent() throws {
        let screen = DrivenScreen(Box(detail: Text("Pick a recipe")))
        try screen.interactor.tap(screen.target("link \"Soup\""))
        #expect(
            screen.diagnostics == """
                warning: a NavigationLink in Box presents a value of type Recipe, but no navigationDestination(for: Recipe.self) is declared in its NavigationStack, so the link does nothing. To fix, add .navigationDestination(for: Recipe.self) { ... } to the stack's root view.
                """)
        #expect(
            screen.path == """
                NavigationSplitView(Recipes) path=[] top=.sidebar
                  column sidebar "Recipes"
                """)
    }

    /// A sidebar with a `NavigationLink(destination:)`, whose view goes onto the detail column's stack.
    struct Notes: View {
        let log: AppearLog

        var body: some View {
            NavigationSplitView {
                List {
                    NavigationLink("Shopping") { Text("Milk, eggs").navigationTitle("Shopping") }
                }
                .navigationTitle("Notes")
            } detail: {
                RecipeDetailFrame(log: log)
            }
        }
    }

    @Test("A NavigationLink(destination:) in the sidebar pushes its view over the root of the detail's stack")
    func viewLink() throws {
        let log = AppearLog()
        let screen = DrivenScreen(Notes(log: log))
        try screen.interactor.tap(screen.target("link \"Shopping\""))
        #expect(
            screen.path == """
                NavigationSplitView(Notes) path=[Text] top=.detail
                  column sidebar "Notes" (covered)
                  column detail
                    NavigationStack path=[] pushed=[Text]
                """)
        #expect(
            screen.ax == """
                navigationBar "Shopping"
                  button "Back"
                staticText "Milk, eggs"
                """)
        #expect(log.appeared == [])
        try screen.interactor.back()
        #expect(log.appeared == ["root"])
        try screen.interactor.back()
        try screen.interactor.tap(screen.target("link \"Shopping\""))
        #expect(
            screen.ax == """
                navigationBar "Shopping"
                  button "Back"
                staticText "Milk, eggs"
                """)
        let regular = DrivenScreen(Notes(log: log).environment(\.horizontalSizeClass, .regular))
        try regular.interactor.tap(regular.target("link \"Shopping\""))
        #expect(
            regular.path == """
                NavigationSplitView(Notes)
                  column sidebar "Notes"
                  column detail
                    NavigationStack path=[] pushed=[Text]
                """)
    }

    @Test("Regular width: the link pushes onto the stack inside the custom view")
    func regular() throws {
        let log = AppearLog()
        let screen = DrivenScreen(
            Box(detail: RecipeDetailFrame(log: log)).environment(\.horizontalSizeClass, .regular))
        try screen.interactor.tap(screen.target("link \"Soup\""))
        #expect(screen.diagnostics == "")
        #expect(
            screen.path == """
                NavigationSplitView(Recipes)
                  column sidebar "Recipes"
                  column detail
                    NavigationStack path=[Recipe(name: "Soup")]
                """)
        #expect(log.appeared == ["root"])
    }
}
