import Foundation
import RehearsalUI

/// A folder of the mail sample's outline: folders with subfolders expand (`tap "Work"`).
struct MailFolder: Identifiable, Hashable {
    let id: String
    var subfolders: [MailFolder]?

    static let all: [MailFolder] = [
        MailFolder(id: "Inbox"),
        MailFolder(id: "Work", subfolders: [MailFolder(id: "Reports"), MailFolder(id: "Travel")]),
    ]
}

/// One message's details, with the controls a mail app puts there: a reminder date (`select "Remind me"
/// "2026-01-05"`), a label colour (`select "Label colour" "red"`), a share link (`tap "Share"` reports what
/// was shared), a download progress with its current-value label, a collapsible section
/// (`tap "Attachments"`) and the mailbox's folders as an outline (`tap "Work"`).
struct MessageDetailScreen: View {
    @State private var remindAt = Date(timeIntervalSince1970: 1_767_258_000)
    @State private var labelColor = Color.blue
    @State private var showsAttachments = false

    var body: some View {
        List {
            Section("Message") {
                Text("Grace: Compiler notes")
                DatePicker(
                    "Remind me", selection: $remindAt,
                    in: Date(timeIntervalSince1970: 1_767_225_600)...Date(timeIntervalSince1970: 1_769_904_000),
                    displayedComponents: .date)
                ColorPicker("Label colour", selection: $labelColor, supportsOpacity: false)
                ShareLink(item: URL(string: "https://mail.example.com/messages/2")!, subject: Text("Compiler notes"))
                ProgressView(value: 0.25) {
                    Text("Download")
                } currentValueLabel: {
                    Text("1 of 4 files")
                }
            }
            Section("Attachments", isExpanded: $showsAttachments) {
                Text("notes.pdf")
            }
            Section("Folders") {
                OutlineGroup(MailFolder.all, children: \.subfolders) { folder in
                    Text(folder.id)
                }
            }
        }
        .navigationTitle("Message")
    }
}

#Preview("Details") {
    NavigationStack { MessageDetailScreen() }
}
