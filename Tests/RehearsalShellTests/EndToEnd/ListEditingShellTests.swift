import Foundation
import Testing

/// `delete`, `move --to`, `select list` in edit mode and `menu` paths through the built `rehearse`, piped and
/// with `--jsonl`, on the Inbox sample (EditButton, onDelete/onMove, deleteDisabled, a Set selection, a Menu).
@Suite struct ListEditingShellTests {
    @Test("Rows delete and move as a user edits them; a pinned row, inactive edit mode and a submenu say why not")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "InboxScreen/Messages"
                set echo none
                delete "Grace: Compiler notes, unread"
                delete "Ada: Welcome to the team, unread"
                move "Linus: Patch review, unread" --to 1
                select list "Linus: Patch review, unread"
                tap "Edit"
                move "Linus: Patch review, unread" --to 1
                select list "Linus: Patch review, unread"
                menu "Options" "Sort" "By sender"
                menu "Options" "Sort"
                tap "Newest first"
                ax
                ax --json

                """)
        #expect(
            run.output == #"""
                NavigationStack
                  InboxScreen  @State messages=4 items selection=0 items sortOrder="Newest first"  @Environment editMode=Binding(.inactive)
                    List selection=0 items  .navigationTitle("Inbox")
                      Text "Ada: Welcome to the team, unread"  .deleteDisabled(true) .onDelete .onMove
                      Text "Grace: Compiler notes, unread"  .deleteDisabled(false) .onDelete .onMove
                      Text "Linus: Patch review, unread"  .deleteDisabled(false) .onDelete .onMove
                      Text "Barbara: Lunch on Friday?, unread"  .deleteDisabled(false) .onDelete .onMove
                      .toolbar
                        EditButton "Edit"
                        Menu "Options"
                          .menu
                            Button "Mark all as read"
                            Menu "Sort"
                              .menu
                                Button "Newest first"
                                Button "By sender"
                            Button "Delete selected" role=.destructive  .disabled
                error: expected a row that can be deleted, but staticText "Ada: Welcome to the team, unread" is kept by .deleteDisabled(true) in InboxScreen. To fix, make that condition false first (see `state`), or delete another row.
                error: expected the list to be in edit mode to move staticText "Linus: Patch review, unread", but edit mode is inactive (rows show their reorder controls only in edit mode). To fix, tap the EditButton ("Edit") first, or set .environment(\.editMode, $mode) with an active mode.
                error: expected list (in InboxScreen) to be in edit mode to select several rows, but edit mode is inactive (on iOS a list selects several rows only in edit mode). To fix, tap the EditButton ("Edit") first.
                error: expected a menu item to pick, but "Sort" in menu "Options" is a submenu. To fix, name one of its items after it: "Newest first", "By sender".
                error: expected button "Newest first" (in InboxScreen) on screen to tap, but it cannot be reached: it is an item of menu "Options", which is closed. To fix, open the menu and pick the item in one step: `menu "Options" "Sort" "Newest first"`, then try again.
                navigationBar "Select messages"
                  button "Done"
                  menu "Options"
                list
                  staticText "Ada: Welcome to the team, unread"
                  staticText "Barbara: Lunch on Friday?, unread"
                  staticText "Linus: Patch review, unread" [isSelected]
                [{"role":"navigationBar","label":"Select messages","children":[{"role":"button","label":"Done"},{"role":"menu","label":"Options","actions":["Mark all as read","Sort","Delete selected"]}]},{"role":"list","label":"","children":[{"role":"staticText","label":"Ada: Welcome to the team, unread"},{"role":"staticText","label":"Barbara: Lunch on Friday?, unread","actions":["Delete"]},{"role":"staticText","label":"Linus: Patch review, unread","traits":["isSelected"],"actions":["Delete"]}]}]

                """#)
        #expect(run.errors == "" && run.status == 1)
    }

    @Test("The editing verbs answer in JSON lines, with what changed and the errors' codes")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"InboxScreen/Messages\\""}
                {"command": "set echo none"}
                {"command": "delete \\"Grace: Compiler notes, unread\\""}
                {"command": "move \\"Linus: Patch review, unread\\" --to 1"}
                {"command": "tap \\"Edit\\""}
                {"command": "move \\"Linus: Patch review, unread\\" --to 1"}
                {"command": "menu \\"Options\\" \\"Sort\\" \\"By sender\\""}
                {"command": "ax"}

                """)
        #expect(
            run.output == #"""
                {"ok":true,"output":"NavigationStack\n  InboxScreen  @State messages=4 items selection=0 items sortOrder=\"Newest first\"  @Environment editMode=Binding(.inactive)\n    List selection=0 items  .navigationTitle(\"Inbox\")\n      Text \"Ada: Welcome to the team, unread\"  .deleteDisabled(true) .onDelete .onMove\n      Text \"Grace: Compiler notes, unread\"  .deleteDisabled(false) .onDelete .onMove\n      Text \"Linus: Patch review, unread\"  .deleteDisabled(false) .onDelete .onMove\n      Text \"Barbara: Lunch on Friday?, unread\"  .deleteDisabled(false) .onDelete .onMove\n      .toolbar\n        EditButton \"Edit\"\n        Menu \"Options\"\n          .menu\n            Button \"Mark all as read\"\n            Menu \"Sort\"\n              .menu\n                Button \"Newest first\"\n                Button \"By sender\"\n            Button \"Delete selected\" role=.destructive  .disabled","preview":"InboxScreen/Messages","step":1}
                {"ok":true,"output":"","preview":"InboxScreen/Messages","step":1}
                {"ok":true,"output":"","preview":"InboxScreen/Messages","step":2}
                {"ok":false,"output":"","error":{"code":"notEditable","message":"expected the list to be in edit mode to move staticText \"Linus: Patch review, unread\", but edit mode is inactive (rows show their reorder controls only in edit mode). To fix, tap the EditButton (\"Edit\") first, or set .environment(\\.editMode, $mode) with an active mode.","hint":null},"preview":"InboxScreen/Messages","step":2}
                {"ok":true,"output":"","preview":"InboxScreen/Messages","step":3}
                {"ok":true,"output":"","preview":"InboxScreen/Messages","step":4}
                {"ok":true,"output":"","preview":"InboxScreen/Messages","step":5}
                {"ok":true,"output":"navigationBar \"Select messages\"\n  button \"Done\"\n  menu \"Options\"\nlist\n  staticText \"Ada: Welcome to the team, unread\"\n  staticText \"Barbara: Lunch on Friday?, unread\"\n  staticText \"Linus: Patch review, unread\"","preview":"InboxScreen/Messages","step":5}

                """#)
        #expect(run.errors == "" && run.status == 0)
    }
}
