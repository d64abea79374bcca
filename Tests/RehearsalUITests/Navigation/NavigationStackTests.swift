import Testing

@testable import RehearsalUI

/// Stacks in their three forms, the three `navigationDestination`s, view links, and `dismiss` in a pushed
/// view.
enum Stacks {
    enum Route: Hashable { case author(String) }

    /// A stack bound to a `NavigationPath` holding values of two types.
    struct Mixed: View {
        @State private var path = NavigationPath()

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Push 7") { path.append(7) }
                    Button("Push Herbert") { path.append(Route.author("Herbert")) }
                    Text("\(path.count) pushed, empty: \(path.isEmpty)")
                }
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { number in
                    Button("Pop") { path.removeLast() }.navigationTitle("Number \(number)")
                }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .author(let name): AuthorScreen(name: name)
                    }
                }
            }
        }
    }

    struct AuthorScreen: View {
        let name: String
        @Environment(\.dismiss) private var dismiss
        @State private var follows = false

        var body: some View {
            VStack {
                Toggle("Follow \(name)", isOn: $follows)
                Button("Close") { dismiss() }
            }
            .navigationTitle(name)
        }
    }

    /// A stack with its own path, pushed by a view link and by the two binding-driven destinations.
    struct Owned: View {
        @State private var showsSettings = false
        @State private var selectedAuthor: String?

        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("About") { AboutScreen() }
                    Button("Settings") { showsSettings = true }
                    Button("Herbert") { selectedAuthor = "Herbert" }
                }
                .navigationTitle("Menu")
                .navigationDestination(isPresented: $showsSettings) { Text("Settings").navigationTitle("Settings") }
                .navigationDestination(item: $selectedAuthor) { name in AuthorScreen(name: name) }
            }
        }
    }

    struct AboutScreen: View {
        var body: some View { Text("Version 1").navigationTitle("About") }
    }

    /// A destination declared inside a lazy container, and a link whose type nobody declared.
    struct Misdeclared: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Seven", value: 7)
                        .navigationDestination(for: Int.self) { Text("Number \($0)") }
                    NavigationLink("Herbert", value: Route.author("Herbert"))
                }
            }
        }
    }

    /// Pushed screens that each declare the destination for their own type, inline.
    struct Chained: View {
        @State private var path = [1, 2, 3]

        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationDestination(for: Int.self) { number in
                        Text("Level \(number)")
                            .navigationDestination(for: Int.self) { Text("Inner \($0)") }
                    }
            }
        }
    }

    /// A typed path that cannot hold the value a link pushes.
    struct Typed: View {
        @State private var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                NavigationLink("Herbert", value: Route.author("Herbert"))
                    .navigationDestination(for: Route.self) { _ in Text("Author") }
            }
        }
    }
}

@MainActor @Suite struct NavigationStackTests {
    @Test("A NavigationPath holds values of any type; each is resolved by the destination for its type")
    func navigationPath() throws {
        let screen = DrivenScreen(Stacks.Mixed())
        try screen.interactor.tap(screen.target("\"Push 7\""))
        try screen.interactor.back()
        #expect(
            screen.ax == """
                navigationBar "Home"
                button "Push 7"
                button "Push Herbert"
                staticText "0 pushed, empty: true"
                """)
        try screen.interactor.tap(screen.target("\"Push 7\""))
        #expect(screen.path == "NavigationStack(Home) path=[7]")
        try screen.interactor.tap(screen.target("\"Pop\""))
        try screen.interactor.tap(screen.target("\"Push Herbert\""))
        #expect(
            screen.ax == """
                navigationBar "Herbert"
                  button "Home"
                toggle "Follow Herbert" value="off"
                button "Close"
                """)
        #expect(screen.path == "NavigationStack(Home) path=[.author(\"Herbert\")]")
    }

    @Test("dismiss() in a pushed view pops it; pushed again, it starts with fresh state") func dismissPops() throws {
        let screen = DrivenScreen(Stacks.Mixed())
        try screen.interactor.tap(screen.target("\"Push Herbert\""))
        try screen.interactor.toggle(screen.target("toggle \"Follow Herbert\""))
        try screen.interactor.tap(screen.target("\"Close\""))
        #expect(screen.path == "NavigationStack(Home) path=[]")
        try screen.interactor.tap(screen.target("\"Push Herbert\""))
        #expect(
            screen.ax == """
                navigationBar "Herbert"
                  button "Home"
                toggle "Follow Herbert" value="off"
                button "Close"
                """)
    }

    @Test("A stack without a path keeps its own; view links and binding-driven destinations push views")
    func ownedPath() throws {
        let screen = DrivenScreen(Stacks.Owned())
        try screen.interactor.tap(screen.target("link \"About\""))
        #expect(
            screen.ax == """
                navigationBar "About"
                  button "Menu"
                staticText "Version 1"
                """)
        #expect(screen.path == "NavigationStack(Menu) path=[] pushed=[AboutScreen]")
        try screen.interactor.back()
        try screen.interactor.tap(screen.target("button \"Settings\""))
        #expect(screen.path == "NavigationStack(Menu) path=[] pushed=[Text]")
        try screen.interactor.back()
        try screen.interactor.tap(screen.target("button \"Herbert\""))
        #expect(
            screen.ax == """
                navigationBar "Herbert"
                  button "Menu"
                toggle "Follow Herbert" value="off"
                button "Close"
                """)
        try screen.interactor.tap(screen.target("button \"Close\""))
        #expect(
            screen.tree == """
                Owned  @State showsSettings=false selectedAuthor=nil
                  NavigationStack
                    List  .navigationTitle("Menu") .navigationDestination(isPresented: false) .navigationDestination(item: nil)
                      NavigationLink "About" → AboutScreen
                      Button "Settings"
                      Button "Herbert"
                """)
    }

    @Test("A destination declared in a List works but is reported; a link no destination handles is reported")
    func diagnostics() throws {
        let screen = DrivenScreen(Stacks.Misdeclared())
        try screen.interactor.tap(screen.target("link \"Seven\""))
        #expect(
            screen.ax == """
                navigationBar
                  button "Back"
                staticText "Number 7"
                """)
        try screen.interactor.back()
        try screen.interactor.tap(screen.target("link \"Herbert\""))
        #expect(screen.path == "NavigationStack path=[]")
        #expect(
            screen.diagnostics == """
                warning: Misdeclared declares navigationDestination(for: Int.self) inside a List. SwiftUI's documentation \
                warns that a stack may not see a destination declared in a lazy container; Rehearsal still registers it. \
                To fix, move the modifier out of the List, onto the stack's root view.
                warning: a NavigationLink in Misdeclared presents a value of type Route, but no \
                navigationDestination(for: Route.self) is declared in its NavigationStack, so the link does nothing. To \
                fix, add .navigationDestination(for: Route.self) { ... } to the stack's root view.
                """)
    }

    @Test("Destinations declared again inside pushed screens settle instead of refreshing each other")
    func chainedDeclarations() {
        let screen = DrivenScreen(Stacks.Chained())
        #expect(screen.graph.flush().passes == 0)
        #expect(
            screen.ax == """
                navigationBar
                  button "Back"
                staticText "Level 3"
                """)
        #expect(screen.diagnostics == "")
    }

    @Test("A typed path cannot take a value of another type, and says so") func typedPathMismatch() throws {
        let screen = DrivenScreen(Stacks.Typed())
        try screen.interactor.tap(screen.target("link \"Herbert\""))
        #expect(screen.path == "NavigationStack path=[]")
        #expect(
            screen.diagnostics == """
                warning: a NavigationLink in Typed presents a value of type Route, but its NavigationStack's path holds \
                Int values, so the value cannot be appended. To fix, push a Int, or bind the stack to a NavigationPath, \
                which holds values of any type.
                """)
    }
}
