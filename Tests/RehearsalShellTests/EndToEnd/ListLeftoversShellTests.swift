import Foundation
import Testing

/// The list leftovers through the built `rehearse`: a sortable `Table(of:...)` sorted by a tap on a column
/// header, row taps in edit mode (a set in the inbox, a single selection in a sheet with its own edit mode),
/// `insert` dropping text into a `ForEach` with `onInsert`, and a document editor's `@Binding` in `state`.
@Suite struct ListLeftoversShellTests {
    @Test("Header taps sort, edit-mode taps select, insert drops text, document edits show in state")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: #"""
                open "TeamTable/Team"
                set echo none
                tap "Joined"
                tap "Joined"
                tap "Role"
                tree
                open "FolderPickerScreen/Move to folder"
                set echo none
                tap "Edit"
                tap "Linus: Patch review"
                tap "Move to…"
                tap "Edit"
                tap "Work"
                tap "Work"
                tap "Archive"
                state
                open "GroceryDropScreen/Groceries"
                set echo none
                insert "Milk" --at 2 "Eggs"
                ax
                open "NoteEditor/New note"
                set echo none
                type "Note" " and eggs"
                state

                """#)
        #expect(
            run.output == #"""
                NavigationStack
                  TeamTable  @State members=3 items sortOrder=[KeyPathComparator(\.name)] selection=0 items
                    Table columns: "Name" (ascending), "Role", "Joined" selection=0 items  .onChange(of: [KeyPathComparator(\.name)]) .navigationTitle("Team")
                      TableRow
                        Text "Zoe"
                        Text "Owner"
                        Text "2019"
                      TableRow
                        Text "Ada"
                        Text "Engineer"
                        Text "2021"
                      TableRow
                        Text "Grace"
                        Text "Architect"
                        Text "2020"
                      TableRow
                        Text "Linus"
                        Text "Reviewer"
                        Text "2023"
                error: expected an enabled staticText "Role" to tap, but it is disabled: column "Role" has no comparator of the table's sort order, so its header does not sort. To fix, give it one: TableColumn("Role", value: \.property) for a Comparable property, or TableColumn("Role", sortUsing: comparator) { row in ... }.
                NavigationStack
                  TeamTable  @State members=3 items sortOrder=[KeyPathComparator(\.joined, order: .reverse), KeyPathComparator(\.name)] selection=0 items
                    Table columns: "Name", "Role", "Joined" (descending) selection=0 items  .onChange(of: [KeyPathComparator(\.joined, order: .reverse), KeyPathComparator(\.name)]) .navigationTitle("Team")
                      TableRow
                        Text "Zoe"
                        Text "Owner"
                        Text "2019"
                      TableRow
                        Text "Linus"
                        Text "Reviewer"
                        Text "2023"
                      TableRow
                        Text "Ada"
                        Text "Engineer"
                        Text "2021"
                      TableRow
                        Text "Grace"
                        Text "Architect"
                        Text "2020"
                views and the state they own:
                  FolderPickerScreen
                    @State selection = 1 item  read by FolderPickerScreen's List
                    @State folder = "Archive"  read by FolderList's List
                    @State showsFolders = true  read by FolderPickerScreen's .sheet
                    @Environment(\.editMode) editMode = Binding(.active)
                    FolderList
                      @Environment(\.editMode) editMode = Binding(.active)
                      @Environment(\.dismiss) dismiss = DismissAction(sheet)
                      @Binding folder = "Archive" (owned elsewhere)
                environment values read:
                  editMode = Binding(.active)  read by FolderPickerScreen, FolderList
                  dismiss = DismissAction(sheet)  read by FolderList
                navigationBar "Groceries"
                list
                  staticText "Bread"
                  staticText "Eggs"
                  staticText "Milk"
                  staticText "Apples"
                views and the state they own:
                  PreviewBody
                    @State document = NoteDocument(text: "Buy milk and eggs")  read by NoteEditor, NoteEditor's TextEditor
                    NoteEditor
                      @Binding document = NoteDocument(text: "Buy milk and eggs") (owned elsewhere)

                """#)
        #expect(run.errors == "" && run.status == 1)
    }

    @Test("insert and a header tap answer in JSON lines, with the error's code")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: #"""
                {"command": "open \"GroceryDropScreen/Groceries\""}
                {"command": "set echo none"}
                {"command": "insert \"Apples\" --at 4 \"Tea\""}
                {"command": "open \"TeamTable/Team\""}
                {"command": "set echo none"}
                {"command": "tap \"Name\""}
                {"command": "insert \"Name\" --at 1 \"Tea\""}
                {"command": "ax"}

                """#)
        #expect(
            run.output == #"""
                {"ok":true,"output":"NavigationStack\n  GroceryDropScreen  @State items=[\"Bread\", \"Milk\", \"Apples\"]\n    List  .navigationTitle(\"Groceries\")\n      Text \"Bread\"  .onInsert(of: [.plainText])\n      Text \"Milk\"  .onInsert(of: [.plainText])\n      Text \"Apples\"  .onInsert(of: [.plainText])","preview":"GroceryDropScreen/Groceries","step":1}
                {"ok":true,"output":"","preview":"GroceryDropScreen/Groceries","step":1}
                {"ok":true,"output":"","preview":"GroceryDropScreen/Groceries","step":2}
                {"ok":true,"output":"","preview":"TeamTable/Team","step":3}
                {"ok":true,"output":"","preview":"TeamTable/Team","step":3}
                {"ok":true,"output":"","preview":"TeamTable/Team","step":4}
                {"ok":false,"output":"","error":{"code":"notEditable","message":"expected a row of a ForEach with .onInsert(of:perform:) to drop items among, but button \"Name\" (in TeamTable) is not in one. To fix, target a row of such a list (its rows print .onInsert in `tree`) or the list itself (`insert list --at 1 \"text\"`), or add .onInsert(of: [.plainText]) { offset, providers in ... } to the ForEach that makes the rows.","hint":null},"preview":"TeamTable/Team","step":4}
                {"ok":true,"output":"navigationBar \"Team\"\ntable value=\"Name, Role, Joined\"\n  button \"Name\" value=\"sorted descending\" [isHeader]\n  staticText \"Role\" [isHeader, notEnabled]\n  button \"Joined\" [isHeader]\n  cell \"Zoe, Owner, 2019\"\n  cell \"Linus, Reviewer, 2023\"\n  cell \"Grace, Architect, 2020\"\n  cell \"Ada, Engineer, 2021\"","preview":"TeamTable/Team","step":4}

                """#)
        #expect(run.errors == "" && run.status == 0)
    }
}
