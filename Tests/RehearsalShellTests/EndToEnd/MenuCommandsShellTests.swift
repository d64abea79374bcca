import Foundation
import Testing

/// An app's menu commands (`.commands { CommandMenu / CommandGroup }`) through the built `rehearse`: `commands`
/// lists them with `.disabled` as the focused values make it, `command` and `shortcut` choose one, piped, in
/// JSON lines and exported as a Swift test.
@Suite struct MenuCommandsShellTests {
    @Test("Piped: a disabled item is an error until focus reaches a field that publishes it; system items say so")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: #"""
                open "StoryApp/Stories"
                set echo none
                commands
                shortcut cmd+d
                focus "Chapter 1"
                set echo diff
                shortcut cmd+d
                command "Story/New Chapter"
                tap "Chapter 2"
                shortcut cmd+d
                command "Edit/Copy"
                command "View/Show Sidebar"
                command "find..."

                """#)
        #expect(
            run
                == .init(
                    output: #"""
                        StoryEditor
                          List  .navigationTitle("Stories") .focusedSceneValue(\.storyBook, StoryBook)
                            HStack  .focusedValue(\.selectedChapter, Binding(Chapter(id: 1, title: "The Lighthouse", isDone: false)))
                              TextField "Chapter 1" text="The Lighthouse"
                        StoryApp
                          About StoryApp                                [system]
                          ---
                          Services                                      [system]
                          ---
                          Hide StoryApp                cmd+h            [system]
                          Hide Others                  cmd+opt+h        [system]
                          Show All                                      [system]
                          ---
                          Quit StoryApp                cmd+q            [system]
                        File
                          New Story                    cmd+n            [replacing: .newItem]
                          ---
                          Close                        cmd+w            [system]
                          ---
                          Page Setup…                  cmd+shift+p      [system]
                          Print…                       cmd+p            [system]
                        Edit
                          Undo                         cmd+z            [system]
                          Redo                         cmd+shift+z      [system]
                          ---
                          Cut                          cmd+x            [system]
                          Copy                         cmd+c            [system]
                          Paste                        cmd+v            [system]
                          Paste and Match Style        cmd+shift+opt+v  [system]
                          Delete                                        [system]
                          Select All                   cmd+a            [system]
                          ---
                          Find/Find…                   cmd+f            [system]
                          Find/Find and Replace…       cmd+opt+f        [system]
                          Find/Find Next               cmd+g            [system]
                          Find/Find Previous           cmd+shift+g      [system]
                          Find/Use Selection for Find  cmd+e            [system]
                          Find/Jump to Selection       cmd+j            [system]
                          Spelling and Grammar                          [system]
                          Substitutions                                 [system]
                          Transformations                               [system]
                          Speech                                        [system]
                        View
                          Show Sidebar                 cmd+ctrl+s       [disabled, system]
                          Enter Full Screen            cmd+ctrl+f       [system]
                          Show Word Counts             cmd+opt+w        [off, after: .sidebar]
                        Story
                          New Chapter                  cmd+shift+n
                          Mark Chapter Done            cmd+d            [disabled]
                          Export/As Plain Text
                          Export/As Markdown           cmd+shift+e
                        Window
                          Minimize                     cmd+m            [system]
                          Zoom                                          [system]
                          ---
                          Bring All to Front                            [system]
                          ---
                          Stories                                       [system]
                        Help
                          StoryApp Help                cmd+?            [system]
                        [system]: macOS's own items, listed with their shortcuts; Rehearsal performs none of them here
                        error: expected an enabled menu item, but "Story/Mark Chapter Done" is disabled now: its .disabled(...) holds with the focused values as they are
                          move focus to a view that publishes what it needs (`focus TARGET`, or `tap` a field), then check with `commands`
                        @@ -2,3 +2,4 @@
                           List  .navigationTitle("Stories") .focusedSceneValue(\.storyBook, StoryBook)
                        -    HStack  .focusedValue(\.selectedChapter, Binding(Chapter(id: 1, title: "The Lighthouse", isDone: false)))
                        +    HStack  .focusedValue(\.selectedChapter, Binding(Chapter(id: 1, title: "The Lighthouse", isDone: true)))
                               TextField "Chapter 1" text="The Lighthouse"
                        +      Text "Done"
                        @@ -5,1 +5,3 @@
                               Text "Done"
                        +    HStack  .focusedValue(\.selectedChapter, Binding(Chapter(id: 2, title: "Untitled", isDone: false)))
                        +      TextField "Chapter 2" text="Untitled"
                        (no change to the view tree)
                        @@ -5,3 +5,4 @@
                               Text "Done"
                        -    HStack  .focusedValue(\.selectedChapter, Binding(Chapter(id: 2, title: "Untitled", isDone: false)))
                        +    HStack  .focusedValue(\.selectedChapter, Binding(Chapter(id: 2, title: "Untitled", isDone: true)))
                               TextField "Chapter 2" text="Untitled"
                        +      Text "Done"
                        error: "Edit/Copy" is one of the system's own items (macOS provides it); Rehearsal lists it and does not perform it
                          Rehearsal performs the app's own items and View/Show Sidebar (a split view's bound columnVisibility); `commands` lists them
                        error: expected an enabled menu item, but the system's "View/Show Sidebar" is disabled: there is nothing in the window for it to act on
                          it shows or hides a NavigationSplitView's sidebar; this window has none
                        error: "Edit/Find/Find…" is one of the system's own items (macOS provides it); Rehearsal lists it and does not perform it
                          Rehearsal performs the app's own items and View/Show Sidebar (a split view's bound columnVisibility); `commands` lists them

                        """#, errors: "", status: 1))
    }

    @Test("JSON lines: commands --json with the system's items, a disabled shortcut's error code, a system item's")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: #"""
                {"command": "open \"StoryApp/Stories\""}
                {"command": "set echo none"}
                {"command": "commands --json"}
                {"command": "shortcut cmd+d"}
                {"command": "command \"View/Show Word Counts\""}
                {"command": "command \"Edit/Copy\""}
                {"command": "open \"StoryApp/Editing\""}
                {"command": "commands"}

                """#)
        #expect(
            run.output == #"""
                {"ok":true,"output":"StoryEditor\n  List  .navigationTitle(\"Stories\") .focusedSceneValue(\\.storyBook, StoryBook)\n    HStack  .focusedValue(\\.selectedChapter, Binding(Chapter(id: 1, title: \"The Lighthouse\", isDone: false)))\n      TextField \"Chapter 1\" text=\"The Lighthouse\"","preview":"StoryApp/Stories","step":1}
                {"ok":true,"output":"","preview":"StoryApp/Stories","step":1}
                {"ok":true,"output":"{\"app\":\"StoryApp\",\"items\":[{\"path\":\"StoryApp/About StoryApp\",\"menu\":\"StoryApp\",\"group\":null,\"title\":\"About StoryApp\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"StoryApp\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"StoryApp/Services\",\"menu\":\"StoryApp\",\"group\":null,\"title\":\"Services\",\"kind\":\"submenu\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"StoryApp\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"StoryApp/Hide StoryApp\",\"menu\":\"StoryApp\",\"group\":null,\"title\":\"Hide StoryApp\",\"kind\":\"button\",\"shortcut\":\"cmd+h\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"StoryApp/Hide Others\",\"menu\":\"StoryApp\",\"group\":null,\"title\":\"Hide Others\",\"kind\":\"button\",\"shortcut\":\"cmd+opt+h\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"StoryApp/Show All\",\"menu\":\"StoryApp\",\"group\":null,\"title\":\"Show All\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"StoryApp\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"StoryApp/Quit StoryApp\",\"menu\":\"StoryApp\",\"group\":null,\"title\":\"Quit StoryApp\",\"kind\":\"button\",\"shortcut\":\"cmd+q\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"File/New Story\",\"menu\":\"File\",\"group\":\"replacing: .newItem\",\"title\":\"New Story\",\"kind\":\"button\",\"shortcut\":\"cmd+n\",\"enabled\":true,\"on\":null,\"system\":false,\"performed\":true},{\"path\":null,\"menu\":\"File\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"File/Close\",\"menu\":\"File\",\"group\":null,\"title\":\"Close\",\"kind\":\"button\",\"shortcut\":\"cmd+w\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"File\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"File/Page Setup…\",\"menu\":\"File\",\"group\":null,\"title\":\"Page Setup…\",\"kind\":\"button\",\"shortcut\":\"cmd+shift+p\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"File/Print…\",\"menu\":\"File\",\"group\":null,\"title\":\"Print…\",\"kind\":\"button\",\"shortcut\":\"cmd+p\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Undo\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Undo\",\"kind\":\"button\",\"shortcut\":\"cmd+z\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Redo\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Redo\",\"kind\":\"button\",\"shortcut\":\"cmd+shift+z\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"Edit\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"Edit/Cut\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Cut\",\"kind\":\"button\",\"shortcut\":\"cmd+x\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Copy\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Copy\",\"kind\":\"button\",\"shortcut\":\"cmd+c\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Paste\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Paste\",\"kind\":\"button\",\"shortcut\":\"cmd+v\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Paste and Match Style\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Paste and Match Style\",\"kind\":\"button\",\"shortcut\":\"cmd+shift+opt+v\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Delete\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Delete\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Select All\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Select All\",\"kind\":\"button\",\"shortcut\":\"cmd+a\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"Edit\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"Edit/Find/Find…\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Find…\",\"kind\":\"button\",\"shortcut\":\"cmd+f\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Find/Find and Replace…\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Find and Replace…\",\"kind\":\"button\",\"shortcut\":\"cmd+opt+f\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Find/Find Next\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Find Next\",\"kind\":\"button\",\"shortcut\":\"cmd+g\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Find/Find Previous\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Find Previous\",\"kind\":\"button\",\"shortcut\":\"cmd+shift+g\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Find/Use Selection for Find\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Use Selection for Find\",\"kind\":\"button\",\"shortcut\":\"cmd+e\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Find/Jump to Selection\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Jump to Selection\",\"kind\":\"button\",\"shortcut\":\"cmd+j\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Spelling and Grammar\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Spelling and Grammar\",\"kind\":\"submenu\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Substitutions\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Substitutions\",\"kind\":\"submenu\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Transformations\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Transformations\",\"kind\":\"submenu\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Speech\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Speech\",\"kind\":\"submenu\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"View/Show Sidebar\",\"menu\":\"View\",\"group\":null,\"title\":\"Show Sidebar\",\"kind\":\"button\",\"shortcut\":\"cmd+ctrl+s\",\"enabled\":false,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"View/Enter Full Screen\",\"menu\":\"View\",\"group\":null,\"title\":\"Enter Full Screen\",\"kind\":\"button\",\"shortcut\":\"cmd+ctrl+f\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"View/Show Word Counts\",\"menu\":\"View\",\"group\":\"after: .sidebar\",\"title\":\"Show Word Counts\",\"kind\":\"toggle\",\"shortcut\":\"cmd+opt+w\",\"enabled\":true,\"on\":false,\"system\":false,\"performed\":true},{\"path\":\"Story/New Chapter\",\"menu\":\"Story\",\"group\":null,\"title\":\"New Chapter\",\"kind\":\"button\",\"shortcut\":\"cmd+shift+n\",\"enabled\":true,\"on\":null,\"system\":false,\"performed\":true},{\"path\":\"Story/Mark Chapter Done\",\"menu\":\"Story\",\"group\":null,\"title\":\"Mark Chapter Done\",\"kind\":\"button\",\"shortcut\":\"cmd+d\",\"enabled\":false,\"on\":null,\"system\":false,\"performed\":true},{\"path\":\"Story/Export/As Plain Text\",\"menu\":\"Story\",\"group\":null,\"title\":\"As Plain Text\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":true},{\"path\":\"Story/Export/As Markdown\",\"menu\":\"Story\",\"group\":null,\"title\":\"As Markdown\",\"kind\":\"button\",\"shortcut\":\"cmd+shift+e\",\"enabled\":true,\"on\":null,\"system\":false,\"performed\":true},{\"path\":\"Window/Minimize\",\"menu\":\"Window\",\"group\":null,\"title\":\"Minimize\",\"kind\":\"button\",\"shortcut\":\"cmd+m\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Window/Zoom\",\"menu\":\"Window\",\"group\":null,\"title\":\"Zoom\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"Window\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"Window/Bring All to Front\",\"menu\":\"Window\",\"group\":null,\"title\":\"Bring All to Front\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"Window\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"Window/Stories\",\"menu\":\"Window\",\"group\":null,\"title\":\"Stories\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Help/StoryApp Help\",\"menu\":\"Help\",\"group\":null,\"title\":\"StoryApp Help\",\"kind\":\"button\",\"shortcut\":\"cmd+?\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false}],\"standard\":[\"SidebarCommands\",\"TextEditingCommands\"]}","preview":"StoryApp/Stories","step":1}
                {"ok":false,"output":"","error":{"code":"disabled","message":"expected an enabled menu item, but \"Story/Mark Chapter Done\" is disabled now: its .disabled(...) holds with the focused values as they are","hint":"move focus to a view that publishes what it needs (`focus TARGET`, or `tap` a field), then check with `commands`"},"preview":"StoryApp/Stories","step":1}
                {"ok":true,"output":"","preview":"StoryApp/Stories","step":2}
                {"ok":false,"output":"","error":{"code":"unsupported","message":"\"Edit/Copy\" is one of the system's own items (macOS provides it); Rehearsal lists it and does not perform it","hint":"Rehearsal performs the app's own items and View/Show Sidebar (a split view's bound columnVisibility); `commands` lists them"},"preview":"StoryApp/Stories","step":2}
                {"ok":true,"output":"","preview":"StoryApp/Editing","step":3}
                {"ok":false,"output":"","error":{"code":"state","message":"commands expects a preview of an app's scene, but \"StoryApp/Editing\" is a preview of a view, which carries no menu commands (an app's `.commands { }` come with its WindowGroup or DocumentGroup)","hint":"open the app's window instead: `open \"StoryApp/Stories\"` (`previews` lists 2 such windows)"},"preview":"StoryApp/Editing","step":3}

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
                "menuCommands":["StoryApp/About StoryApp","StoryApp/Services","StoryApp/Hide StoryApp","StoryApp/Hide Others","StoryApp/Show All","StoryApp/Quit StoryApp","File/New Story","File/Close","File/Page Setup…","File/Print…","Edit/Undo","Edit/Redo","Edit/Cut","Edit/Copy","Edit/Paste","Edit/Paste and Match Style","Edit/Delete","Edit/Select All","Edit/Find/Find…","Edit/Find/Find and Replace…","Edit/Find/Find Next","Edit/Find/Find Previous","Edit/Find/Use Selection for Find","Edit/Find/Jump to Selection","Edit/Spelling and Grammar","Edit/Substitutions","Edit/Transformations","Edit/Speech","View/Show Sidebar","View/Enter Full Screen","View/Show Word Counts","Story/New Chapter","Story/Mark Chapter Done","Story/Export/As Plain Text","Story/Export/As Markdown","Window/Minimize","Window/Zoom","Window/Bring All to Front","Window/Stories","Help/StoryApp Help"],"shortcuts":["cmd+h","cmd+opt+h","cmd+q","cmd+n","cmd+w","cmd+shift+p","cmd+p","cmd+z","cmd+shift+z","cmd+x","cmd+c","cmd+v","cmd+shift+opt+v","cmd+a","cmd+f","cmd+opt+f","cmd+g","cmd+shift+g","cmd+e","cmd+j","cmd+ctrl+s","cmd+ctrl+f","cmd+opt+w","cmd+shift+n","cmd+d","cmd+shift+e","cmd+m","cmd+?"]}}
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
