// Exported by `rehearse` (export FILE.swift) from a session on StoryApp/Stories.
// 4 steps, 6 checks. Run it with `swift test --filter StoryCommandsTests`; it fails when the screen changes.
// Its test target depends on the RehearsalTesting product and on SamplePreviews.
import RehearsalTesting
import SamplePreviews
import Testing

/// The session on StoryApp/Stories, replayed: each step, then what the shell printed after it.
@MainActor @Suite struct StoryCommandsTests {
    @Test("StoryApp/Stories, as rehearsed") func rehearsed() throws {
        try withPreview("StoryApp/Stories", in: .modules("SamplePreviews")) { screen in
            screen.expect(
                .echo,
                """
                StoryEditor
                  List  .navigationTitle("Stories") .focusedSceneValue(\\.storyBook, StoryBook)
                    HStack  .focusedValue(\\.selectedChapter, Binding(Chapter(id: 1, title: "The Lighthouse", isDone: false)))
                      TextField "Chapter 1" text="The Lighthouse"
                """)
            screen.expect(
                .commands,
                """
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
                """)
            try screen.pressShortcut("cmd+shift+n")
            screen.expect(
                .echo,
                """
                @@ -4,1 +4,3 @@
                       TextField "Chapter 1" text="The Lighthouse"
                +    HStack  .focusedValue(\\.selectedChapter, Binding(Chapter(id: 2, title: "Untitled", isDone: false)))
                +      TextField "Chapter 2" text="Untitled"
                """)
            try screen.tap("Chapter 2")
            screen.expect(
                .echo,
                """
                (no change to the view tree)
                """)
            try screen.chooseCommand("Story/Mark Chapter Done")
            screen.expect(
                .echo,
                """
                @@ -4,3 +4,4 @@
                       TextField "Chapter 1" text="The Lighthouse"
                -    HStack  .focusedValue(\\.selectedChapter, Binding(Chapter(id: 2, title: "Untitled", isDone: false)))
                +    HStack  .focusedValue(\\.selectedChapter, Binding(Chapter(id: 2, title: "Untitled", isDone: true)))
                       TextField "Chapter 2" text="Untitled"
                +      Text "Done"
                """)
            screen.expect(
                .commands,
                """
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
                """)
        }
    }
}
