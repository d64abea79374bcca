import Testing

@testable import RehearsalUI

private struct Line: Identifiable {
    var id: Int
    var text: String
}

@Observable private final class Draft {
    var lines = [Line(id: 1, text: "First")]
    var isLocked = false
}

extension FocusedValues {
    @Entry fileprivate var draftLine: Binding<String>?
}

/// The menu commands of an app under test: a custom `Commands` reading a focused binding, and a group.
private struct DraftCommands: Commands {
    @FocusedBinding(\.draftLine) var line

    var body: some Commands {
        CommandMenu("Draft") {
            Button("Shout") { line = line?.uppercased() }
                .keyboardShortcut("u", modifiers: [.command, .shift])
                .disabled(line == nil)
        }
    }
}

private struct DraftApp: App {
    let draft = Draft()

    var body: some Scene {
        WindowGroup { DraftEditor(draft: draft) }
            .commands {
                DraftCommands()
                CommandGroup(after: .pasteboard) {
                    Toggle("Locked", isOn: Binding(get: { draft.isLocked }, set: { draft.isLocked = $0 }))
                }
            }
    }
}

private struct DraftEditor: View {
    @Bindable var draft: Draft

    var body: some View {
        ForEach($draft.lines) { $line in
            TextField("Line", text: $line.text).focusedValue(\.draftLine, $line.text)
        }
    }
}

@MainActor @Suite struct AppMenuBarTests {
    /// The graph of the app's first window, with its commands mounted beside it.
    private func mounted(_ app: DraftApp) -> ViewGraph {
        let graph = ViewGraph()
        graph.mount(SceneWindows.collect(app.body)[0].content)
        graph.mountCommands(CommandsContent.app(app))
        graph.flush()
        return graph
    }

    private func listing(_ graph: ViewGraph) -> [String] {
        AppMenuBar.of(graph, appName: "DraftApp")!.choosable.filter { !$0.isSystem }.map { item in
            "\(item.path) \(item.shortcut?.commandText ?? "-") \(item.isEnabled ? "enabled" : "disabled")"
                + (item.isOn.map { $0 ? " on" : " off" } ?? "")
        }
    }

    @Test("Items carry their menu, shortcut and .disabled; the focused binding enables Shout when a field has focus")
    func followsFocus() throws {
        let graph = mounted(DraftApp())
        #expect(listing(graph) == ["Edit/Locked - enabled off", "Draft/Shout cmd+shift+u disabled"])
        let field = try #require(Interactor(graph: graph).snapshot.reachableElements.first { $0.role == "textField" })
        field.actions.focus?()
        graph.flush()
        #expect(listing(graph) == ["Edit/Locked - enabled off", "Draft/Shout cmd+shift+u enabled"])
        let shout = try #require(AppMenuBar.of(graph, appName: "DraftApp")?.choosable.first { $0.menu == "Draft" })
        Interactor(graph: graph).choose(shout, origin: "command \"Draft/Shout\"")
        #expect(
            TreeRenderer.render(SnapshotBuilder.build(graph)) == """
                DraftEditor
                  TextField "Line" text="FIRST"  .focusedValue(\\.draftLine, Binding("FIRST"))
                """)
    }

    @Test("A ForEach over a binding updates when its model changes outside any body (a menu command's action)")
    func bindingForEachTracksItsReads() throws {
        let app = DraftApp()
        let graph = mounted(app)
        app.draft.lines.append(Line(id: 2, text: "Second"))
        graph.flush()
        #expect(
            TreeRenderer.render(SnapshotBuilder.build(graph)) == """
                DraftEditor
                  TextField "Line" text="First"  .focusedValue(\\.draftLine, Binding("First"))
                  TextField "Line" text="Second"  .focusedValue(\\.draftLine, Binding("Second"))
                """)
    }

    @Test("Shortcut text: modifiers in a fixed order, letters lowercased, named keys; the parser's errors")
    func shortcutText() {
        #expect(KeyboardShortcut("N", modifiers: [.shift, .command]).commandText == "cmd+shift+n")
        #expect(KeyboardShortcut(.return, modifiers: [.control, .option]).commandText == "opt+ctrl+return")
        #expect((try? KeyboardShortcut.parse(commandText: "Shift+Cmd+N").get())?.commandText == "cmd+shift+n")
        #expect((try? KeyboardShortcut.parse(commandText: "cmd++").get())?.commandText == "cmd++")
        #expect(KeyboardShortcut.parse(commandText: "hyper+n") == .failure(.unknownModifier("hyper")))
        #expect(KeyboardShortcut.parse(commandText: "cmd+") == .failure(.noKey("cmd+")))
        #expect(KeyboardShortcut.parse(commandText: "cmd+f1") == .failure(.unknownKey("f1")))
    }
}
