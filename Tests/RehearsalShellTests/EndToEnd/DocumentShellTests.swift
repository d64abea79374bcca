import Foundation
import Testing

/// Document apps and drops through the built `rehearse`: an app's `DocumentGroup`s are listed with the previews
/// (`ChecklistApp/New ChecklistDocument` starts with a new, untitled document, `ChecklistApp/View NoteDocument`
/// views one read from an empty file), edits through the editor's configuration show in `state` and `tree`, and
/// `save` prints what `fileWrapper` returned; `insert` drops text into a list or table with no rows yet and among
/// the rows of a `ForEach` of `TableRow`s with `onInsert`.
@Suite struct DocumentShellTests {
    @Test("A DocumentGroup opens with a new document; edits show in state and tree; save prints the file")
    func documents() throws {
        let run = try RehearseBinary.run(
            input: #"""
                open "ChecklistApp/New ChecklistDocument"
                set echo none
                insert list --at 2 "Milk"
                insert list --at 1 "Milk" "Eggs"
                type "New item" "Bread"
                tap "Add"
                state
                save
                open "ChecklistApp/View NoteDocument"
                save
                open "NotesApp/New NoteDocument"
                set echo none
                type "Note" "Call Ada"
                tree
                save

                """#)
        #expect(
            run.output == #"""
                NewReferenceDocumentWindow  @StateObject document=ChecklistDocument
                  ChecklistEditor  @ObservedObject document=ChecklistDocument  @State newItem=""
                    VStack
                      List
                      TextField "New item" text=""
                      Button "Add"  .disabled
                      Text "0 items"
                error: expected position 1 for the rows of list, which has none yet, but found 2. To fix, use `insert list --at 1 "text"`.
                views and the state they own:
                  NewReferenceDocumentWindow
                    @StateObject document = ChecklistDocument (object)
                    ChecklistEditor
                      @ObservedObject document = ChecklistDocument (object)
                      @State newItem = ""  read by ChecklistEditor, ChecklistEditor's TextField
                ObservableObject objects:
                  ChecklistDocument  created by @StateObject document in NewReferenceDocumentWindow; held by ChecklistEditor (@ObservedObject document)
                    items = ["Milk", "Eggs", "Bread"]  read by NewReferenceDocumentWindow, ChecklistEditor
                saved "Untitled" as UTType("com.example.checklist") (com.example.checklist)
                  a folder of 2 files
                  "Info.json":
                    12 bytes
                    | {"count":3}
                  "items.txt":
                    15 bytes
                    | Milk
                    | Eggs
                    | Bread
                error: save expects a document that can be edited, but "ChecklistApp/View NoteDocument" is a DocumentGroup(viewing:) window, which only shows its NoteDocument
                  make the group DocumentGroup(newDocument:editor:) to save, or open one that is
                NewDocumentWindow  @State document=NoteDocument(text: "Call Ada")
                  NoteEditor
                    VStack
                      TextEditor text="Call Ada"  .accessibilityLabel("Note")
                      Text "2 words"
                saved "Untitled.txt" as .plainText (public.plain-text)
                  8 bytes
                  | Call Ada

                """#)
        #expect(run.errors == "" && run.status == 1)
    }

    @Test("insert drops text among a table's rows, into a table with no rows and into an empty list")
    func inserts() throws {
        let run = try RehearseBinary.run(
            input: #"""
                open "InviteTable/Invites"
                set echo none
                tree
                insert "Ada, Engineer" --at 1 "Grace"
                insert "Zoe, Owner" --at 1 "Linus"
                insert table --at 5 "Linus"
                insert table --at 9 "Tea"
                ax
                open "InviteTable/No invites"
                insert table --at 2 "Ada"
                insert table --at 1 "Ada"
                open "GroceryDropScreen/Empty list"
                set echo none
                insert list --at 1 "Tea" "Jam"
                ax

                """#)
        #expect(
            run.output == #"""
                NavigationStack
                  InviteTable  @State invitees=3 items
                    Table columns: "Name", "Role"  .navigationTitle("Invites")
                      TableRow
                        Text "Zoe"
                        Text "Owner"
                      TableRow  .onInsert(of: [.plainText])
                        Text "Ada"
                        Text "Engineer"
                      TableRow  .onInsert(of: [.plainText])
                        Text "Grace"
                        Text "Architect"
                      TableRow  .onInsert(of: [.plainText])
                        Text "Linus"
                        Text "Reviewer"
                NavigationStack
                  InviteTable  @State invitees=3 items
                    Table columns: "Name", "Role"  .navigationTitle("Invites")
                      TableRow
                        Text "Zoe"
                        Text "Owner"
                      TableRow  .onInsert(of: [.plainText])
                        Text "Ada"
                        Text "Engineer"
                      TableRow  .onInsert(of: [.plainText])
                        Text "Grace"
                        Text "Architect"
                      TableRow  .onInsert(of: [.plainText])
                        Text "Linus"
                        Text "Reviewer"
                error: expected a row of a ForEach with .onInsert(of:perform:) to drop items among, but cell "Zoe, Owner" (in InviteTable) is not in one. To fix, target a row of such a list (its rows print .onInsert in `tree`) or the list itself (`insert list --at 1 "text"`), or add .onInsert(of: [.plainText]) { offset, providers in ... } to the ForEach that makes the rows.
                error: expected a position from 1 to 6 for the rows of table, but found 9. To fix, use `insert table --at N "text"` with N from 1 (before the first row) to 6 (after the last).
                navigationBar "Invites"
                table value="Name, Role"
                  cell "Zoe, Owner"
                  cell "Grace, Invited"
                  cell "Ada, Engineer"
                  cell "Grace, Architect"
                  cell "Linus, Reviewer"
                  cell "Linus, Invited"
                error: expected position 1 for the rows of table, which has none yet, but found 2. To fix, use `insert table --at 1 "text"`.
                navigationBar "Groceries"
                list
                  staticText "Tea"
                  staticText "Jam"

                """#)
        #expect(run.errors == "" && run.status == 1)
    }

    @Test("A session with save exports expect(.save) checks: the checked-in exported test, byte for byte")
    func export() throws {
        let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("RehearsalTests/Exported/NotesDocumentTests.swift")
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RehearseBinary.run(
            input: """
                open "NotesApp/New NoteDocument"
                type "Note" "Call Ada"
                save
                open "ChecklistApp/New ChecklistDocument"
                insert list --at 1 "Milk" "Eggs"
                save
                export NotesDocumentTests.swift

                """, directory: folder)
        #expect(run.errors == "" && run.status == 0)
        let exported = try String(
            contentsOf: folder.appendingPathComponent("NotesDocumentTests.swift"), encoding: .utf8)
        #expect(exported == (try String(contentsOf: checkedIn, encoding: .utf8)))
    }

    @Test("save --json and insert into an empty table answer in JSON lines; save without a document fails")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: #"""
                {"command": "open \"NotesApp/New NoteDocument\""}
                {"command": "set echo none"}
                {"command": "type \"Note\" \"Call Ada\""}
                {"command": "save --json"}
                {"command": "open \"InviteTable/No invites\""}
                {"command": "set echo none"}
                {"command": "insert table --at 1 \"Ada\""}
                {"command": "ax"}
                {"command": "save"}

                """#)
        #expect(
            run.output == #"""
                {"ok":true,"output":"NewDocumentWindow  @State document=NoteDocument(text: \"\")\n  NoteEditor\n    VStack\n      TextEditor text=\"\"  .accessibilityLabel(\"Note\")\n      Text \"0 words\"","preview":"NotesApp/New NoteDocument","step":1}
                {"ok":true,"output":"","preview":"NotesApp/New NoteDocument","step":1}
                {"ok":true,"output":"","preview":"NotesApp/New NoteDocument","step":2}
                {"ok":true,"output":"{\"name\":\"Untitled.txt\",\"contentType\":\"public.plain-text\",\"file\":{\"bytes\":8,\"text\":\"Call Ada\"}}","preview":"NotesApp/New NoteDocument","step":2}
                {"ok":true,"output":"","preview":"InviteTable/No invites","step":3}
                {"ok":true,"output":"","preview":"InviteTable/No invites","step":3}
                {"ok":true,"output":"","preview":"InviteTable/No invites","step":4}
                {"ok":true,"output":"navigationBar \"No invites\"\ntable value=\"Name\"\n  cell \"Ada\"","preview":"InviteTable/No invites","step":4}
                {"ok":false,"output":"","error":{"code":"state","message":"save expects a DocumentGroup's window, but \"InviteTable/No invites\" shows no document","hint":"open an app's DocumentGroup (`previews` lists them as App/New Document), then save"},"preview":"InviteTable/No invites","step":4}

                """#)
        #expect(run.errors == "" && run.status == 0)
    }
}
