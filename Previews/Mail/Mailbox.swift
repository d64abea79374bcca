/// A folder of messages in the mail sample's sidebar.
struct Mailbox: Identifiable, Hashable, Sendable {
    let id: String
    let name: String
    let systemImage: String

    static let samples = [
        Mailbox(id: "inbox", name: "Inbox", systemImage: "tray"),
        Mailbox(id: "sent", name: "Sent", systemImage: "paperplane"),
        Mailbox(id: "archive", name: "Archive", systemImage: "archivebox"),
    ]
}

/// One message of the mail sample.
struct MailMessage: Identifiable, Hashable, Sendable {
    let id: Int
    let mailbox: String
    let sender: String
    let subject: String
    let body: String

    static let samples = [
        MailMessage(
            id: 1, mailbox: "inbox", sender: "Ada Lovelace", subject: "Lunch on Friday",
            body: "Shall we try the place by the river?"),
        MailMessage(
            id: 2, mailbox: "inbox", sender: "Charles Babbage", subject: "The engine",
            body: "The drawings are ready for review."),
        MailMessage(id: 3, mailbox: "sent", sender: "Me", subject: "Re: The engine", body: "I will look tonight."),
    ]
}
