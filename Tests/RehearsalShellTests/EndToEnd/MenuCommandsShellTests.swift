import Foundation
import Testing

/// An app's menu commands (`.commands { CommandMenu / CommandGroup }`) through the built `rehearse`: `commands`
/// lists them with `.disabled` as the focused values make it, `command` and `shortcut` choose one, piped, in
/// JSON lines and exported as a Swift test.
@Suite struct MenuCommandsShellTests {
    @Test("Piped: a disabled item is an error until focus reaches a field that publishes what it reads; tap moves it")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: #"""
                open "StoryApp/Stories"
                set echo none
                commands
                shortcut cmd+d
                focus "Chapter 1"
                commands
                shortcut cmd+d
                commands
                set echo diff
                command "Story/New Chapter"
                tap "Chapter 2"
                commands

                """#)
        #expect(
            run
                == .init(
                    output: #"""
                        StoryEditor
                          List  .navigationTitle("Stories") .focusedSceneValue(\.storyBook, StoryBook)
                            HStack  .focusedValue(\.selectedChapter, Binding(Chapter(id: 1, title: "The Lighthouse", isDone: false)))
                              TextField "Chapter 1" text="The Lighthouse"
                        Story
                          New Chapter           cmd+shift+n
                          Mark Chapter Done     cmd+d        [disabled]
                          Export/As Plain Text
                          Export/As Markdown    cmd+shift+e
                        File (replacing: .newItem)
                          New Story             cmd+n
                        View (after: .sidebar)
                          Show Word Counts      cmd+opt+w    [off]
                        standard: SidebarCommands, TextEditingCommands (the system's own items: named, not listed or run headless)
                        error: expected an enabled menu item, but "Story/Mark Chapter Done" is disabled now: its .disabled(...) holds with the focused values as they are
                          move focus to a view that publishes what it needs (`focus TARGET`, or `tap` a field), then check with `commands`
                        Story
                          New Chapter           cmd+shift+n
                          Mark Chapter Done     cmd+d
                          Export/As Plain Text
                          Export/As Markdown    cmd+shift+e
                        File (replacing: .newItem)
                          New Story             cmd+n
                        View (after: .sidebar)
                          Show Word Counts      cmd+opt+w    [off]
                        standard: SidebarCommands, TextEditingCommands (the system's own items: named, not listed or run headless)
                        Story
                          New Chapter           cmd+shift+n
                          Mark Chapter Done     cmd+d        [disabled]
                          Export/As Plain Text
                          Export/As Markdown    cmd+shift+e
                        File (replacing: .newItem)
                          New Story             cmd+n
                        View (after: .sidebar)
                          Show Word Counts      cmd+opt+w    [off]
                        standard: SidebarCommands, TextEditingCommands (the system's own items: named, not listed or run headless)
                        @@ -5,1 +5,3 @@
                               Text "Done"
                        +    HStack  .focusedValue(\.selectedChapter, Binding(Chapter(id: 2, title: "Untitled", isDone: false)))
                        +      TextField "Chapter 2" text="Untitled"
                        (no change to the view tree)
                        Story
                          New Chapter           cmd+shift+n
                          Mark Chapter Done     cmd+d
                          Export/As Plain Text
                          Export/As Markdown    cmd+shift+e
                        File (replacing: .newItem)
                          New Story             cmd+n
                        View (after: .sidebar)
                          Show Word Counts      cmd+opt+w    [off]
                        standard: SidebarCommands, TextEditingCommands (the system's own items: named, not listed or run headless)

                        """#, errors: "", status: 1))
    }

    @Test("JSON lines: commands --json, a disabled shortcut's error code, a toggle item, a bare view's error")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: #"""
                {"command": "open \"StoryApp/Stories\""}
                {"command": "set echo none"}
                {"command": "commands --json"}
                {"command": "shortcut cmd+d"}
                {"command": "command \"View/Show Word Counts\""}
                {"command": "commands --json"}
                {"command": "open \"StoryApp/Editing\""}
                {"command": "commands"}

                """#)
        #expect(
            run.output == #"""
                {"ok":true,"output":"StoryEditor\n  List  .navigationTitle(\"Stories\") .focusedSceneValue(\\.storyBook, StoryBook)\n    HStack  .focusedValue(\\.selectedChapter, Binding(Chapter(id: 1, title: \"The Lighthouse\", isDone: false)))\n      TextField \"Chapter 1\" text=\"The Lighthouse\"","preview":"StoryApp/Stories","step":1}
                {"ok":true,"output":"","preview":"StoryApp/Stories","step":1}
                {"ok":true,"output":"{\"app\":\"StoryApp\",\"items\":[{\"path\":\"Story/New Chapter\",\"menu\":\"Story\",\"group\":null,\"title\":\"New Chapter\",\"shortcut\":\"cmd+shift+n\",\"enabled\":true,\"on\":null},{\"path\":\"Story/Mark Chapter Done\",\"menu\":\"Story\",\"group\":null,\"title\":\"Mark Chapter Done\",\"shortcut\":\"cmd+d\",\"enabled\":false,\"on\":null},{\"path\":\"Story/Export/As Plain Text\",\"menu\":\"Story\",\"group\":null,\"title\":\"As Plain Text\",\"shortcut\":null,\"enabled\":true,\"on\":null},{\"path\":\"Story/Export/As Markdown\",\"menu\":\"Story\",\"group\":null,\"title\":\"As Markdown\",\"shortcut\":\"cmd+shift+e\",\"enabled\":true,\"on\":null},{\"path\":\"File/New Story\",\"menu\":\"File\",\"group\":\"replacing: .newItem\",\"title\":\"New Story\",\"shortcut\":\"cmd+n\",\"enabled\":true,\"on\":null},{\"path\":\"View/Show Word Counts\",\"menu\":\"View\",\"group\":\"after: .sidebar\",\"title\":\"Show Word Counts\",\"shortcut\":\"cmd+opt+w\",\"enabled\":true,\"on\":false}],\"standard\":[\"SidebarCommands\",\"TextEditingCommands\"]}","preview":"StoryApp/Stories","step":1}
                {"ok":false,"output":"","error":{"code":"disabled","message":"expected an enabled menu item, but \"Story/Mark Chapter Done\" is disabled now: its .disabled(...) holds with the focused values as they are","hint":"move focus to a view that publishes what it needs (`focus TARGET`, or `tap` a field), then check with `commands`"},"preview":"StoryApp/Stories","step":1}
                {"ok":true,"output":"","preview":"StoryApp/Stories","step":2}
                {"ok":true,"output":"{\"app\":\"StoryApp\",\"items\":[{\"path\":\"Story/New Chapter\",\"menu\":\"Story\",\"group\":null,\"title\":\"New Chapter\",\"shortcut\":\"cmd+shift+n\",\"enabled\":true,\"on\":null},{\"path\":\"Story/Mark Chapter Done\",\"menu\":\"Story\",\"group\":null,\"title\":\"Mark Chapter Done\",\"shortcut\":\"cmd+d\",\"enabled\":false,\"on\":null},{\"path\":\"Story/Export/As Plain Text\",\"menu\":\"Story\",\"group\":null,\"title\":\"As Plain Text\",\"shortcut\":null,\"enabled\":true,\"on\":null},{\"path\":\"Story/Export/As Markdown\",\"menu\":\"Story\",\"group\":null,\"title\":\"As Markdown\",\"shortcut\":\"cmd+shift+e\",\"enabled\":true,\"on\":null},{\"path\":\"File/New Story\",\"menu\":\"File\",\"group\":\"replacing: .newItem\",\"title\":\"New Story\",\"shortcut\":\"cmd+n\",\"enabled\":true,\"on\":null},{\"path\":\"View/Show Word Counts\",\"menu\":\"View\",\"group\":\"after: .sidebar\",\"title\":\"Show Word Counts\",\"shortcut\":\"cmd+opt+w\",\"enabled\":true,\"on\":true}],\"standard\":[\"SidebarCommands\",\"TextEditingCommands\"]}","preview":"StoryApp/Stories","step":2}
                {"ok":true,"output":"","preview":"StoryApp/Editing","step":3}
                {"ok":false,"output":"","error":{"code":"state","message":"commands expects a preview of an app's scene, but \"StoryApp/Editing\" is a preview of a view, which carries no menu commands (an app's `.commands { }` come with its WindowGroup or DocumentGroup)","hint":"open the app's window instead: `open \"StoryApp/Stories\"`"},"preview":"StoryApp/Editing","step":3}

                """#)
        #expect(run.errors == "" && run.status == 0)
    }

    @Test("Tab completes a menu item's path after command and a shortcut after shortcut, from the worker")
    func completions() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: #"""
                {"command": "open \"StoryApp/Stories\""}
                {"request": "completions"}

                """#)
        let reply = try #require(run.output.split(separator: "\n").last.map(String.init))
        let tail = try #require(reply.range(of: #""menuCommands""#)).lowerBound
        #expect(
            reply[tail...] == #"""
                "menuCommands":["Story/New Chapter","Story/Mark Chapter Done","Story/Export/As Plain Text","Story/Export/As Markdown","File/New Story","View/Show Word Counts"],"shortcuts":["cmd+shift+n","cmd+d","cmd+shift+e","cmd+n","cmd+opt+w"]}}
                """#)
    }

    @Test("A session with command and shortcut exports chooseCommand, pressShortcut and expect(.commands) checks")
    func export() throws {
        let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("RehearsalTests/Exported/StoryCommandsTests.swift")
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RehearseBinary.run(
            input: """
                open "StoryApp/Stories"
                commands
                shortcut cmd+shift+n
                tap "Chapter 2"
                commands
                command "Story/Mark Chapter Done"
                commands
                export StoryCommandsTests.swift

                """, directory: folder)
        #expect(run.errors == "" && run.status == 0)
        let exported = try String(
            contentsOf: folder.appendingPathComponent("StoryCommandsTests.swift"), encoding: .utf8)
        #expect(exported == (try String(contentsOf: checkedIn, encoding: .utf8)))
    }
}
