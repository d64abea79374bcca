import RehearsalUI

/// A table of invited members that takes names dropped among its rows (`onInsert(of:perform:)` on a `ForEach` of
/// `TableRow`s), as a user drags names from a mail into the table: the owner's row is written out first, so the
/// `ForEach`'s offsets start after it. `insert "Ada, Engineer" --at 1 "Grace"` drops "Grace" before Ada;
/// `insert table --at 1 "Grace"` drops into a table with no invitees yet.
struct InviteTable: View {
    @State var invitees: [TeamMember]

    var body: some View {
        Table(of: TeamMember.self) {
            TableColumn("Name", value: \.name)
            TableColumn("Role", value: \.role)
        } rows: {
            TableRow(TeamMember.owner)
            ForEach(invitees) { member in TableRow(member) }
                .onInsert(of: [.plainText]) { offset, providers in
                    for (index, provider) in providers.enumerated() {
                        _ = provider.loadObject(ofClass: String.self) { name, _ in
                            guard let name else { return }
                            Task { @MainActor in
                                let member = TeamMember(
                                    id: 100 + invitees.count, name: name, role: "Invited", joined: 2026)
                                invitees.insert(member, at: min(offset + index, invitees.count))
                            }
                        }
                    }
                }
        }
        .navigationTitle("Invites")
    }
}

/// The same table without the owner's row: with no invitees it has no row at all to drop beside.
struct EmptyInviteTable: View {
    @State private var invitees: [TeamMember] = []

    var body: some View {
        Table(of: TeamMember.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach(invitees) { member in TableRow(member) }
                .onInsert(of: [.plainText]) { offset, providers in
                    for provider in providers {
                        _ = provider.loadObject(ofClass: String.self) { name, _ in
                            guard let name else { return }
                            Task { @MainActor in
                                let member = TeamMember(
                                    id: 100 + invitees.count, name: name, role: "Invited", joined: 2026)
                                invitees.insert(member, at: min(offset, invitees.count))
                            }
                        }
                    }
                }
        }
        .navigationTitle("No invites")
    }
}

#Preview("Invites") {
    NavigationStack { InviteTable(invitees: TeamMember.samples) }
}

#Preview("No invites") {
    NavigationStack { EmptyInviteTable() }
}
