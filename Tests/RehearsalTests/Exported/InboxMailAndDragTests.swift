// Exported by `rehearse` (export FILE.swift) from a session on InboxScreen/Messages.
// 10 steps, 3 checks. Run it with `swift test --filter InboxMailAndDragTests`; it fails when the screen changes.
// Its test target depends on the RehearsalTesting product and on SamplePreviews.
// It reopens in the same session, as the shell did: `open "MailScreen/Mailboxes"`, `open "DragGallery/Drag"`.
import RehearsalTesting
import SamplePreviews
import Testing

/// The session on InboxScreen/Messages, replayed: each step, then what the shell printed after it.
@MainActor @Suite struct InboxMailAndDragTests {
    @Test("InboxScreen/Messages, as rehearsed") func rehearsed() throws {
        try withPreview("InboxScreen/Messages", in: .modules("SamplePreviews")) { screen in
            try screen.delete("Grace: Compiler notes, unread")
            try screen.tap("Edit")
            try screen.move("Barbara: Lunch on Friday?, unread", to: 1)
            try screen.menu("Options", path: ["Sort", "By sender"])
            try screen.select("Barbara: Lunch on Friday?, unread", in: .role("list"))
            screen.expect(
                .ax,
                """
                navigationBar "Select messages"
                  button "Done"
                  menu "Options"
                list
                  staticText "Ada: Welcome to the team, unread"
                  staticText "Barbara: Lunch on Friday?, unread" [isSelected]
                  staticText "Linus: Patch review, unread"
                """)
            try screen.open("MailScreen/Mailboxes")
            try screen.selectRow("Inbox")
            screen.expectJSON(
                .path,
                """
                [{"kind":"NavigationSplitView","name":"Mailboxes","path":["\\"inbox\\""],"top":"content","children":[{"kind":"column","column":"sidebar","title":"Mailboxes","selection":"\\"inbox\\"","covered":true},{"kind":"column","column":"content","title":"Inbox","selection":"nil"}]}]
                """)
            try screen.open("DragGallery/Drag")
            try screen.drag("Knob", by: (120, -8))
            screen.expectJSON(
                .ax,
                """
                [{"role":"staticText","label":"Knob"},{"role":"staticText","label":"Card"},{"role":"staticText","label":"Photo"},{"role":"staticText","label":"Tile"},{"role":"staticText","label":"Offset 120, -8; moved 120; scale 1.0; taps "}]
                """)
        }
    }
}
