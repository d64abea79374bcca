import RehearsalUI

/// A member of the team table.
struct TeamMember: Identifiable, Hashable {
    let id: Int
    var name: String
    var role: String
    var joined: Int

    static let owner = TeamMember(id: 0, name: "Zoe", role: "Owner", joined: 2019)
    static let samples: [TeamMember] = [
        TeamMember(id: 1, name: "Ada", role: "Engineer", joined: 2021),
        TeamMember(id: 2, name: "Grace", role: "Architect", joined: 2020),
        TeamMember(id: 3, name: "Linus", role: "Reviewer", joined: 2023),
    ]
}

/// A sortable table written with `Table(of:selection:sortOrder:columns:rows:)`: the owner's row written out
/// first, the others from a `ForEach` of `TableRow`s, sorted in `onChange(of: sortOrder)`. `tap "Joined"`
/// sorts by that column; tapping it again reverses the order.
struct TeamTable: View {
    @State private var members = TeamMember.samples
    @State private var sortOrder = [KeyPathComparator(\TeamMember.name)]
    @State private var selection = Set<TeamMember.ID>()

    var body: some View {
        Table(of: TeamMember.self, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Role") { member in Text(member.role) }
            TableColumn("Joined", value: \.joined) { member in Text(String(member.joined)) }
        } rows: {
            TableRow(TeamMember.owner)
            ForEach(members) { member in TableRow(member) }
        }
        .onChange(of: sortOrder) { _, order in members.sort(using: order) }
        .navigationTitle("Team")
    }
}

#Preview("Team") {
    NavigationStack { TeamTable() }
}
