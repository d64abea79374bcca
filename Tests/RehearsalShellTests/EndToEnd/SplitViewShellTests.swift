import Foundation
import Testing

/// A split view through the built `rehearse`: `select ROW` on a sidebar's `List(selection:)` pushes the next
/// column on a compact width, `back` pops it, and `path` lists every column, piped and in JSON lines.
@Suite struct SplitViewShellTests {
    @Test("Piped: a preview that opens with a selection starts pushed; select and back move through the columns")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "MailScreen/Inbox open"
                path
                select "The engine"
                ax
                back
                back
                path
                select "Theme"

                """)
        #expect(
            run
                == .init(
                    output: """
                        NavigationSplitView(Mailboxes) path=["inbox"] top=.content
                          column sidebar "Mailboxes" selection="inbox" (covered)
                          column content "Inbox" selection=nil
                        navigationBar "The engine"
                          button "Inbox"
                        staticText "From Charles Babbage"
                        staticText "The drawings are ready for review."
                        NavigationSplitView(Mailboxes) path=[] top=.sidebar
                          column sidebar "Mailboxes" selection=nil
                        error: expected a row "Theme" in a selectable list, but the rows are "Inbox", "Sent", \
                        "Archive". Did you mean "Sent"? To fix, select one of those.

                        """, errors: "", status: 1))
    }

    @Test("JSON lines: select pushes the next column; a row that is not there is a typed error")
    func jsonLines() throws {
        let requests = [
            #"{"command":"set echo none"}"#, #"{"command":"open \"MailScreen/Mailboxes\""}"#,
            #"{"command":"select \"Archive\""}"#, #"{"command":"path"}"#, #"{"command":"select \"Nope\""}"#,
        ]
        let run = try RehearseBinary.run(["--jsonl"], input: requests.joined(separator: "\n") + "\n")
        #expect(
            run.output == """
                {"ok":true,"output":"","preview":null,"step":0}
                {"ok":true,"output":"","preview":"MailScreen/Mailboxes","step":1}
                {"ok":true,"output":"","preview":"MailScreen/Mailboxes","step":2}
                {"ok":true,"output":"NavigationSplitView(Mailboxes) path=[\\"archive\\"] top=.content\\n  column sidebar \\"Mailboxes\\" selection=\\"archive\\" (covered)\\n  column content \\"Archive\\" selection=nil","preview":"MailScreen/Mailboxes","step":2}
                {"ok":false,"output":"","error":{"code":"optionNotFound","message":"expected a row \\"Nope\\" in a selectable list, but the selectable lists on screen have no rows. To fix, wait for the rows to load (`advance`) or select in another column first.","hint":null},"preview":"MailScreen/Mailboxes","step":2}

                """)
        #expect(run.status == 0)
    }
}
