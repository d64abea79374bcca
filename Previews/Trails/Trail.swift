/// A hiking trail in the journal.
struct Trail: Identifiable, Hashable, Codable {
    let id: Int
    let name: String
    let miles: Int

    static let samples = [
        Trail(id: 1, name: "Ridge Loop", miles: 7),
        Trail(id: 2, name: "Cedar Falls", miles: 3),
        Trail(id: 3, name: "Bald Knob", miles: 11),
    ]
}

/// How the sidebar orders the trails, kept in `@AppStorage` as its raw value.
enum TrailSort: String, CaseIterable {
    case name, distance
}
