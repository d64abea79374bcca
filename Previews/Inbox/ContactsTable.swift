import RehearsalUI

/// A contact of the mail sample's address book.
struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var email: String
}

/// The address book as a table with a selection: `select table "Grace, grace@example.com"` selects a row.
struct ContactsTable: View {
    @State private var selected: Contact.ID?
    let contacts = [
        Contact(id: 1, name: "Ada", email: "ada@example.com"),
        Contact(id: 2, name: "Grace", email: "grace@example.com"),
    ]

    var body: some View {
        Table(contacts, selection: $selected) {
            TableColumn("Name", value: \.name)
            TableColumn("Email") { contact in
                Text(contact.email)
            }
            .width(min: 120)
        }
        .navigationTitle("Contacts")
    }
}

#Preview("Contacts") {
    NavigationStack { ContactsTable() }
}
