import RehearsalUI
import Testing

@testable import SamplePreviews

/// The sample document app launched headless, as `App.main()` does: its `DocumentGroup` is the editor over a
/// new, empty note, and typing edits the document through `configuration.$document`.
@MainActor @Suite struct NotesAppLaunchTests {
    @Test("NotesApp shows the note editor over a new document; typing reaches the document's @State")
    func launch() throws {
        let launch = AppLaunch.launch(NotesApp())
        let graph = try #require(launch.graph)
        try Interactor(graph: graph).type(TargetQuery(label: "Note"), "Call Ada")
        #expect(
            launch.output + "\n--\n" + TreeRenderer.render(SnapshotBuilder.build(graph)) == """
                NewDocumentWindow  @State document=NoteDocument(text: "")
                  NoteEditor
                    VStack
                      TextEditor text=""  .accessibilityLabel("Note")
                      Text "0 words"
                --
                NewDocumentWindow  @State document=NoteDocument(text: "Call Ada")
                  NoteEditor
                    VStack
                      TextEditor text="Call Ada"  .accessibilityLabel("Note")
                      Text "2 words"
                """)
    }
}
