import RehearsalUI

/// A Mac writing app with menu commands, as SwiftUI apps declare them: a menu of its own (`Story`), groups in
/// the system's File and View menus, and the standard sidebar and text-editing sets. `previews` lists its
/// window as `StoryApp/Stories`; `commands` lists the items, `command "Story/New Chapter"` and
/// `shortcut cmd+shift+n` choose one. The chapter commands read `@FocusedBinding`, so they are enabled only
/// while a chapter's title field has focus.
struct StoryApp: App {
    @State private var book = StoryBook()

    var body: some Scene {
        WindowGroup("Stories") {
            StoryEditor(book: book)
        }
        .commands {
            StoryCommands()
            CommandGroup(replacing: .newItem) {
                Button("New Story") { book.startOver() }
                    .keyboardShortcut("n")
            }
            CommandGroup(after: .sidebar) {
                Toggle(
                    "Show Word Counts", isOn: Binding(get: { book.showsWordCounts }, set: { book.showsWordCounts = $0 })
                )
                .keyboardShortcut("w", modifiers: [.command, .option])
            }
            SidebarCommands()
            TextEditingCommands()
        }
    }
}

/// The `Story` menu: its items read what the focused window and field publish.
struct StoryCommands: Commands {
    @FocusedValue(\.storyBook) private var book
    @FocusedBinding(\.selectedChapter) private var chapter

    var body: some Commands {
        CommandMenu("Story") {
            Button("New Chapter") { book?.addChapter() }
                .keyboardShortcut("n", modifiers: [.command, .shift])
                .disabled(book == nil)
            Button("Mark Chapter Done") { chapter?.isDone = true }
                .keyboardShortcut("d")
                .disabled(chapter == nil || chapter?.isDone == true)
            Menu("Export") {
                Button("As Plain Text") { book?.lastExport = "plain text" }
                Button("As Markdown") { book?.lastExport = "Markdown" }
                    .keyboardShortcut("e", modifiers: [.command, .shift])
            }
        }
    }
}

/// One chapter of a story.
struct Chapter: Identifiable, Equatable {
    var id: Int
    var title: String
    var isDone = false
}

/// The story being written: its chapters and the window's options.
@Observable final class StoryBook {
    var chapters = [Chapter(id: 1, title: "The Lighthouse")]
    var showsWordCounts = false
    var lastExport: String?

    func addChapter() {
        chapters.append(Chapter(id: (chapters.map(\.id).max() ?? 0) + 1, title: "Untitled"))
    }

    func startOver() {
        chapters = [Chapter(id: 1, title: "Untitled")]
        lastExport = nil
    }
}

extension FocusedValues {
    /// The story of the window that has focus, published for the whole scene.
    @Entry var storyBook: StoryBook?
    /// The chapter whose title field has focus.
    @Entry var selectedChapter: Binding<Chapter>?
}

/// The window: a chapter list whose title fields publish their chapter while they have focus.
struct StoryEditor: View {
    @Bindable var book: StoryBook

    var body: some View {
        List {
            ForEach($book.chapters) { $chapter in
                HStack {
                    TextField("Chapter \(chapter.id)", text: $chapter.title)
                    if chapter.isDone { Text("Done") }
                    if book.showsWordCounts { Text("words: \(chapter.title.split(separator: " ").count)") }
                }
                .focusedValue(\.selectedChapter, $chapter)
            }
            if let lastExport = book.lastExport { Text("Exported as \(lastExport)") }
        }
        .navigationTitle("Stories")
        .focusedSceneValue(\.storyBook, book)
    }
}

#Preview("Editing") {
    StoryEditor(book: StoryBook())
}
