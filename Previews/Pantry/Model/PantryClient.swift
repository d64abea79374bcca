/// The service that knows what is in the pantry; it answers after `delay`, or throws `failure`.
struct PantryClient: Sendable {
    var items: [PantryItem]
    var delay: Duration = .seconds(1)
    var failure: PantryError?

    func fetch() async throws -> [PantryItem] {
        try await Task.sleep(for: delay)
        if let failure { throw failure }
        return items
    }

    static let sample = PantryClient(items: PantryItem.samples)
    static let empty = PantryClient(items: [])
    static let slow = PantryClient(items: PantryItem.samples, delay: .seconds(60))
    static let failing = PantryClient(items: [], failure: .unreachable)
}

/// Why the pantry could not be loaded.
enum PantryError: Error, Sendable, CustomStringConvertible {
    case unreachable

    var description: String { "The pantry service couldn't be reached." }
}
