import Foundation
import Testing

/// `export` of a session that opened three previews, used the list-editing, menu-path, row-selection and
/// drag verbs, and read `--json` documents: the file is the exported test checked in among our own tests
/// (which `swift test` compiles and runs), with a typed call for every step and no `screen.run`.
@Suite struct ExportReopenShellTests {
    static let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("RehearsalTests/Exported/InboxMailAndDragTests.swift")

    static let session = """
        set echo none
        open "InboxScreen/Messages"
        delete "Grace: Compiler notes, unread"
        tap "Edit"
        move "Barbara: Lunch on Friday?, unread" --to 1
        menu "Options" "Sort" "By sender"
        select list "Barbara: Lunch on Friday?, unread"
        ax
        open "MailScreen/Mailboxes"
        select "Inbox"
        path --json
        open "DragGallery/Drag"
        drag "Knob" 120 -8
        ax --json
        export InboxMailAndDragTests.swift

        """

    @Test("Every step from the first open, reopens and --json reads are exported as typed calls and checks")
    func reopensAndJSON() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RehearseBinary.run(input: Self.session, directory: folder)
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(
            run.output.split(separator: "\n").suffix(2).joined(separator: "\n") == """
                exported InboxMailAndDragTests.swift: InboxMailAndDragTests.rehearsed() with 10 steps and 3 checks
                run it with `swift test --filter InboxMailAndDragTests` in a test target that depends on RehearsalTesting
                """)
        let exported = try String(
            contentsOf: folder.appendingPathComponent("InboxMailAndDragTests.swift"), encoding: .utf8)
        #expect(exported == (try String(contentsOf: Self.checkedIn, encoding: .utf8)))
        #expect(!exported.contains("screen.run("))
    }
}
