/// One message of the inbox sample.
struct InboxMessage: Identifiable, Hashable {
    let id: Int
    var sender: String
    var subject: String
    var isPinned = false
    var isRead = false

    static let samples: [InboxMessage] = [
        InboxMessage(id: 1, sender: "Ada", subject: "Welcome to the team", isPinned: true),
        InboxMessage(id: 2, sender: "Grace", subject: "Compiler notes"),
        InboxMessage(id: 3, sender: "Linus", subject: "Patch review"),
        InboxMessage(id: 4, sender: "Barbara", subject: "Lunch on Friday?"),
    ]
}
