// Exported by `rehearse` (export FILE.swift) from a session on StoryApp/Stories.
// 4 steps, 7 checks. Run it with `swift test --filter StoryCommandsTests`; it fails when the screen changes.
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
            screen.expect(
                .commands,
                """
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
                """)
        }
    }
}
