/// A draft the user is writing.
struct Draft: Identifiable, Hashable {
    let id: Int
    var title: String

    static let samples = [Draft(id: 1, title: "Letter to Ada"), Draft(id: 2, title: "Essay on engines")]
}
