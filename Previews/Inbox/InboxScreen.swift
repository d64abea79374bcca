import RehearsalUI

/// An inbox as app developers write one: swipe to delete (`delete`), an Edit button that turns on edit mode
/// for reordering (`move ... --to N`) and multiple selection (`select list "..."`), a pinned message that
/// cannot be deleted (`.deleteDisabled`), and an Options menu with a Sort submenu (`menu "Options" "Sort" ...`).
struct InboxScreen: View {
    @State private var messages: [InboxMessage]
    @State private var selection = Set<Int>()
    @State private var sortOrder = "Newest first"
    @Environment(\.editMode) private var editMode

    init(messages: [InboxMessage] = InboxMessage.samples) {
        _messages = State(initialValue: messages)
    }

    var body: some View {
        List(selection: $selection) {
            ForEach(messages) { message in
                Text("\(message.sender): \(message.subject)" + (message.isRead ? "" : ", unread"))
                    .deleteDisabled(message.isPinned)
            }
            .onDelete { offsets in messages.remove(atOffsets: offsets) }
            .onMove { offsets, destination in messages.move(fromOffsets: offsets, toOffset: destination) }
        }
        .navigationTitle(editMode?.wrappedValue.isEditing == true ? "Select messages" : "Inbox")
        .toolbar {
            EditButton()
            Menu("Options") {
                Button("Mark all as read") {
                    for index in messages.indices { messages[index].isRead = true }
                }
                Menu("Sort") {
                    Button("Newest first") { sortOrder = "Newest first" }
                    Button("By sender") {
                        sortOrder = "By sender"
                        messages.sort { $0.sender < $1.sender }
                    }
                }
                Button("Delete selected", role: .destructive) {
                    messages.removeAll { selection.contains($0.id) && !$0.isPinned }
                    selection = []
                }
                .disabled(selection.isEmpty)
            }
        }
    }
}

#Preview("Messages") {
    NavigationStack { InboxScreen() }
}
