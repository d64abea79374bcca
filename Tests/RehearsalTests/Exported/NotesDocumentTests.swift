// Exported by `rehearse` (export FILE.swift) from a session on NotesApp/New NoteDocument.
// 4 steps, 6 checks. Run it with `swift test --filter NotesDocumentTests`; it fails when the screen changes.
// Its test target depends on the RehearsalTesting product and on SamplePreviews.
// It reopens in the same session, as the shell did: `open "ChecklistApp/New ChecklistDocument"`.
import RehearsalTesting
import SamplePreviews
import Testing

/// The session on NotesApp/New NoteDocument, replayed: each step, then what the shell printed after it.
@MainActor @Suite struct NotesDocumentTests {
    @Test("NotesApp/New NoteDocument, as rehearsed") func rehearsed() throws {
        try withPreview("NotesApp/New NoteDocument", in: .modules("SamplePreviews")) { screen in
            screen.expect(
                .echo,
                """
                NewDocumentWindow  @State document=NoteDocument(text: "")
                  NoteEditor
                    VStack
                      TextEditor text=""  .accessibilityLabel("Note")
                      Text "0 words"
                """)
            try screen.type("Call Ada", into: "Note")
            screen.expect(
                .echo,
                """
                @State document of NewDocumentWindow: NoteDocument(text: "") → NoteDocument(text: "Call Ada")
                @@ -1,5 +1,5 @@
                -NewDocumentWindow  @State document=NoteDocument(text: "")
                +NewDocumentWindow  @State document=NoteDocument(text: "Call Ada")
                   NoteEditor
                     VStack
                -      TextEditor text=""  .accessibilityLabel("Note")
                -      Text "0 words"
                +      TextEditor text="Call Ada"  .accessibilityLabel("Note")
                +      Text "2 words"
                """)
            screen.expect(
                .save,
                """
                saved "Untitled.txt" as .plainText (public.plain-text)
                  8 bytes
                  | Call Ada
                """)
            try screen.open("ChecklistApp/New ChecklistDocument")
            screen.expect(
                .echo,
                """
                NewReferenceDocumentWindow  @StateObject document=ChecklistDocument
                  ChecklistEditor  @ObservedObject document=ChecklistDocument  @State newItem=""
                    VStack
                      List
                      TextField "New item" text=""
                      Button "Add"  .disabled
                      Text "0 items"
                """)
            try screen.insert(["Milk", "Eggs"], at: 1, in: .role("list"))
            screen.expect(
                .echo,
                """
                @@ -4,4 +4,6 @@
                       List
                +        Text "Milk"  .onInsert(of: [.plainText])
                +        Text "Eggs"  .onInsert(of: [.plainText])
                       TextField "New item" text=""
                       Button "Add"  .disabled
                -      Text "0 items"
                +      Text "2 items"
                """)
            screen.expect(
                .save,
                """
                saved "Untitled" as UTType("com.example.checklist") (com.example.checklist)
                  a folder of 2 files
                  "Info.json":
                    12 bytes
                    | {"count":2}
                  "items.txt":
                    9 bytes
                    | Milk
                    | Eggs
                """)
        }
    }
}
