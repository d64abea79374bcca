import Foundation
import RehearsalUI
import Testing

/// Scenes a headless app cannot show (menu commands, settings, menu bar extras) are accepted and named.
@MainActor @Suite struct ScenesBreadthTests {
    struct NotesCommands: Commands {
        var body: some Commands {
            CommandMenu("Notes") {
                Button("Pin") {}.keyboardShortcut("p")
            }
            CommandGroup(replacing: .newItem) {
                Button("New Note") {}.keyboardShortcut("n", modifiers: [.command, .shift])
            }
        }
    }

    struct NotesApp: App {
        var body: some Scene {
            WindowGroup {
                Text("Notes")
            }
            .commands {
                NotesCommands()
                CommandGroup(before: .help) { Button("Tips") {} }
                CommandGroup(after: .saveItem) { Button("Export") {} }
                SidebarCommands()
            }
            .defaultSize(width: 800, height: 600)
            .windowResizability(.contentSize)
            .windowStyle(.hiddenTitleBar)
            Window("Activity", id: "activity") { Text("Activity") }
            Settings { Text("Preferences") }
            MenuBarExtra("Status", systemImage: "star") { Button("Quit") {} }
        }
    }

    struct UtilityApp: App {
        var body: some Scene {
            Window("Utility", id: "utility") { Text("Tool") }
                .defaultSize(CGSize(width: 300, height: 200))
                .windowStyle(.titleBar)
                .windowToolbarStyle(.unified(showsTitle: false))
                .keyboardShortcut("u", modifiers: [.command, .option])
                .handlesExternalEvents(matching: ["utility"])
                .commandsRemoved()
                .commandsReplaced { CommandMenu("Tool") { Button("Run") {} } }
        }
    }

    @Test("An app with commands and macOS scenes shows its first window and names what it ignores")
    func ignoredScenes() {
        #expect(
            AppLaunch.launch(NotesApp()).output == """
                Text "Notes"
                note: headless, NotesApp shows its first window only and ignores: CommandMenu "Notes", \
                CommandGroup(replacing: .newItem), CommandGroup(before: .help), CommandGroup(after: .saveItem), \
                SidebarCommands, Settings, MenuBarExtra "Status"
                """)
        #expect(
            AppLaunch.launch(UtilityApp()).output == """
                Text "Tool"
                note: headless, UtilityApp shows its first window only and ignores: CommandMenu "Tool"
                """)
    }
}
