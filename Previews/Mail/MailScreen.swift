import RehearsalUI

/// A mail reader in three columns, written as apps write it: the sidebar's `List(selection:)` of mailboxes
/// drives the message list, whose selection drives the detail. On an iPhone (compact width) the columns
/// collapse into a stack: selecting a row pushes the next column, and back pops it.
struct MailScreen: View {
    let mailboxes: [Mailbox]
    let messages: [MailMessage]
    @State private var selectedMailbox: Mailbox.ID?
    @State private var selectedMessage: MailMessage.ID?

    init(mailboxes: [Mailbox], messages: [MailMessage], selectedMailbox: Mailbox.ID? = nil) {
        self.mailboxes = mailboxes
        self.messages = messages
        _selectedMailbox = State(initialValue: selectedMailbox)
    }

    var body: some View {
        NavigationSplitView {
            List(mailboxes, selection: $selectedMailbox) { mailbox in
                Label(mailbox.name, systemImage: mailbox.systemImage)
            }
            .navigationTitle("Mailboxes")
        } content: {
            if let mailbox = mailboxes.first(where: { $0.id == selectedMailbox }) {
                List(messages.filter { $0.mailbox == mailbox.id }, selection: $selectedMessage) { message in
                    VStack(alignment: .leading) {
                        Text(message.sender).font(.headline)
                        Text(message.subject)
                    }
                }
                .navigationTitle(mailbox.name)
            } else {
                Text("Select a mailbox")
            }
        } detail: {
            if let message = messages.first(where: { $0.id == selectedMessage }) {
                MessageDetail(message: message)
            } else {
                Text("No message selected")
            }
        }
        .onChange(of: selectedMailbox) { selectedMessage = nil }
    }
}

/// One message, read in the detail column.
struct MessageDetail: View {
    let message: MailMessage

    var body: some View {
        VStack(alignment: .leading) {
            Text("From \(message.sender)")
            Text(message.body)
        }
        .navigationTitle(message.subject)
    }
}

#Preview("Mailboxes") {
    MailScreen(mailboxes: Mailbox.samples, messages: MailMessage.samples)
}

#Preview("Inbox open") {
    MailScreen(mailboxes: Mailbox.samples, messages: MailMessage.samples, selectedMailbox: "inbox")
}
