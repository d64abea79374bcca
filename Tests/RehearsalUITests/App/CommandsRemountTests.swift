import Testing

@testable import RehearsalUI

/// A menu whose item counts its own presses in the commands' `@State`.
private struct TallyCommands: Commands {
    @State private var presses = 0

    var body: some Commands {
        CommandMenu("Tally") {
            Button("Pressed \(presses)") { presses += 1 }
        }
    }
}

private struct TallyApp: App {
    var body: some Scene {
        WindowGroup { Text("Tally") }
            .commands { TallyCommands() }
    }
}

@MainActor @Suite struct CommandsRemountTests {
    private func items(_ graph: ViewGraph) -> [String] {
        AppMenuBar.of(graph, appName: "TallyApp")!.choosable.filter { !$0.isSystem }.map(\.path)
    }

    @Test("Commands mounted again with the same type (after env) keep their @State; another type starts afresh")
    func keepsStateOfTheSameCommands() throws {
        let graph = ViewGraph()
        graph.mount(SceneWindows.collect(TallyApp().body)[0].content)
        graph.mountCommands(CommandsContent.app(TallyApp()))
        graph.flush()
        let item = try #require(AppMenuBar.of(graph, appName: "TallyApp")!.choosable.first { !$0.isSystem })
        Interactor(graph: graph).choose(item, origin: "command \"Tally/Pressed 0\"")
        graph.flush()
        #expect(items(graph) == ["Tally/Pressed 1"])

        graph.mountCommands(CommandsContent.app(TallyApp()))
        graph.flush()
        #expect(items(graph) == ["Tally/Pressed 1"])

        graph.mountCommands(Text("no commands"))
        graph.mountCommands(CommandsContent.app(TallyApp()))
        graph.flush()
        #expect(items(graph) == ["Tally/Pressed 0"])
    }
}
