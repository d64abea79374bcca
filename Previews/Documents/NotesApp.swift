import RehearsalUI

/// A document app: headless, `App.main()` shows the editor over a new, empty note.
struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: NoteDocument()) { file in
            NoteEditor(document: file.$document)
        }
    }
}
