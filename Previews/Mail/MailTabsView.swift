import RehearsalUI

/// The mail sample as a tab app: the inbox tab shows its unread count as a badge, the folders sit in a
/// `TabSection`, and tapping the selected tab again pops its stack to the root, as on iOS.
struct MailTabsView: View {
    enum Destination: Hashable {
        case inbox, sent, archive
    }

    let messages: [MailMessage]
    @State private var selection = Destination.inbox

    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "tray", value: Destination.inbox) {
                NavigationStack {
                    List(messages.filter { $0.mailbox == "inbox" }) { message in
                        NavigationLink(message.subject, value: message)
                    }
                    .navigationTitle("Inbox")
                    .navigationDestination(for: MailMessage.self) { message in
                        MessageDetail(message: message)
                    }
                }
            }
            .badge(messages.filter { $0.mailbox == "inbox" }.count)
            TabSection("Folders") {
                Tab("Sent", systemImage: "paperplane", value: Destination.sent) {
                    Text("\(messages.filter { $0.mailbox == "sent" }.count) sent")
                }
                Tab("Archive", systemImage: "archivebox", value: Destination.archive) {
                    Text("Nothing archived")
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

/// A first-run welcome in pages, swiped through (`.tabViewStyle(.page)`); with `indexDisplayMode: .never` no
/// indicator shows and the pages still turn.
struct WelcomePages: View {
    var indexDisplayMode = PageTabViewStyle.IndexDisplayMode.automatic

    var body: some View {
        TabView {
            Text("Welcome to Mail")
            Text("Your inbox, everywhere")
            Button("Get Started") {}
        }
        .tabViewStyle(.page(indexDisplayMode: indexDisplayMode))
    }
}

#Preview("Tabs") {
    MailTabsView(messages: MailMessage.samples)
}

#Preview("Welcome") {
    WelcomePages()
}

#Preview("Welcome without dots") {
    WelcomePages(indexDisplayMode: .never)
}
