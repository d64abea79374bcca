/// One thing kept in the pantry, and how many are left.
struct PantryItem: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
    var quantity: Int

    /// Whether it is time to buy more.
    var isLow: Bool { quantity <= 1 }
}

extension PantryItem {
    static let samples = [
        PantryItem(id: 1, name: "Rice", quantity: 4),
        PantryItem(id: 2, name: "Olive oil", quantity: 1),
        PantryItem(id: 3, name: "Coffee", quantity: 0),
    ]
}
