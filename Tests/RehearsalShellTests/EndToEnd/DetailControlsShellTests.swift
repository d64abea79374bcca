import Foundation
import Testing

/// `DatePicker`, `ColorPicker`, `ShareLink`, `ProgressView(currentValueLabel:)`, `Section(isExpanded:)` and
/// `OutlineGroup` driven through the built `rehearse`, piped and with `--jsonl`, on the message details sample.
@Suite struct DetailControlsShellTests {
    static let input = #"""
        open "MessageDetailScreen/Details"
        set echo none
        select "Remind me" "2026-01-20"
        select "Remind me" "soon"
        select "Label colour" "red"
        tap "Share"
        tap "Attachments"
        tap "Work"
        ax

        """#

    @Test("select picks a date in range and a swatch, tap shares and expands; a bad date says what it takes")
    func piped() throws {
        let run = try RehearseBinary.run(input: Self.input)
        #expect(
            run.output == #"""
                NavigationStack
                  MessageDetailScreen  @State remindAt=2026-01-01T09:00:00Z labelColor=.blue showsAttachments=false
                    List  .navigationTitle("Message")
                      Section "Message"
                        Text "Grace: Compiler notes"
                        DatePicker "Remind me" selection=2026-01-01 displayedComponents: [.date] from: 2026-01-01 through: 2026-02-01
                        ColorPicker "Label colour" selection=.blue supportsOpacity: false
                        ShareLink "Share" item: "https://mail.example.com/messages/2" subject: "Compiler notes"
                        ProgressView "Download" value=0.25 currentValueLabel: "1 of 4 files"
                      Section "Attachments" collapsed
                      Section "Folders"
                        OutlineGroup
                          Text "Inbox"
                          DisclosureGroup "Work" collapsed
                error: expected a date written like "2026-01-01" from 2026-01-01 through 2026-02-01 in datePicker "Remind me", but found "soon". To fix, write the date that way, within the picker's range.
                shared "https://mail.example.com/messages/2" through the system's share sheet; Rehearsal shows no sheet
                navigationBar "Message"
                list
                  header "Message"
                  staticText "Grace: Compiler notes"
                  datePicker "Remind me" value="2026-01-20"
                  colorPicker "Label colour" value=".red"
                  button "Share"
                  progressIndicator "Download" value="1 of 4 files"
                  header "Attachments" value="expanded"
                  staticText "notes.pdf"
                  header "Folders"
                  staticText "Inbox"
                  disclosureTriangle "Work" value="expanded"
                  staticText "Reports"
                  staticText "Travel"

                """#)
        #expect(run.errors == "" && run.status == 1)
    }

    @Test("The same session in JSON lines: the share is the step's output, the bad date an error with its code")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: #"""
                {"command": "open \"MessageDetailScreen/Details\""}
                {"command": "set echo none"}
                {"command": "select \"Remind me\" \"2026-01-20\""}
                {"command": "select \"Remind me\" \"soon\""}
                {"command": "select \"Label colour\" \"red\""}
                {"command": "tap \"Share\""}
                {"command": "tap \"Attachments\""}
                {"command": "tap \"Work\""}
                {"command": "ax"}

                """#)
        #expect(
            run.output == #"""
                {"ok":true,"output":"NavigationStack\n  MessageDetailScreen  @State remindAt=2026-01-01T09:00:00Z labelColor=.blue showsAttachments=false\n    List  .navigationTitle(\"Message\")\n      Section \"Message\"\n        Text \"Grace: Compiler notes\"\n        DatePicker \"Remind me\" selection=2026-01-01 displayedComponents: [.date] from: 2026-01-01 through: 2026-02-01\n        ColorPicker \"Label colour\" selection=.blue supportsOpacity: false\n        ShareLink \"Share\" item: \"https://mail.example.com/messages/2\" subject: \"Compiler notes\"\n        ProgressView \"Download\" value=0.25 currentValueLabel: \"1 of 4 files\"\n      Section \"Attachments\" collapsed\n      Section \"Folders\"\n        OutlineGroup\n          Text \"Inbox\"\n          DisclosureGroup \"Work\" collapsed","preview":"MessageDetailScreen/Details","step":1}
                {"ok":true,"output":"","preview":"MessageDetailScreen/Details","step":1}
                {"ok":true,"output":"","preview":"MessageDetailScreen/Details","step":2}
                {"ok":false,"output":"","error":{"code":"optionNotFound","message":"expected a date written like \"2026-01-01\" from 2026-01-01 through 2026-02-01 in datePicker \"Remind me\", but found \"soon\". To fix, write the date that way, within the picker's range.","hint":null},"preview":"MessageDetailScreen/Details","step":2}
                {"ok":true,"output":"","preview":"MessageDetailScreen/Details","step":3}
                {"ok":true,"output":"shared \"https://mail.example.com/messages/2\" through the system's share sheet; Rehearsal shows no sheet","preview":"MessageDetailScreen/Details","step":4}
                {"ok":true,"output":"","preview":"MessageDetailScreen/Details","step":5}
                {"ok":true,"output":"","preview":"MessageDetailScreen/Details","step":6}
                {"ok":true,"output":"navigationBar \"Message\"\nlist\n  header \"Message\"\n  staticText \"Grace: Compiler notes\"\n  datePicker \"Remind me\" value=\"2026-01-20\"\n  colorPicker \"Label colour\" value=\".red\"\n  button \"Share\"\n  progressIndicator \"Download\" value=\"1 of 4 files\"\n  header \"Attachments\" value=\"expanded\"\n  staticText \"notes.pdf\"\n  header \"Folders\"\n  staticText \"Inbox\"\n  disclosureTriangle \"Work\" value=\"expanded\"\n  staticText \"Reports\"\n  staticText \"Travel\"","preview":"MessageDetailScreen/Details","step":6}

                """#)
        #expect(run.errors == "" && run.status == 0)
    }
}
