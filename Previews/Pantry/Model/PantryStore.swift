import RehearsalUI

/// The pantry's view model, written the way most existing apps still write one: an `ObservableObject`
/// whose `@Published` properties re-evaluate every view that observes the store.
@MainActor final class PantryStore: ObservableObject {
    @Published private(set) var phase: LoadPhase<[PantryItem]> = .loading
    @Published var showsLowOnly = false

    private let client: PantryClient

    init(client: PantryClient) {
        self.client = client
    }

    /// The items the list shows, after the low-stock filter.
    var visibleItems: [PantryItem] {
        guard case .loaded(let items) = phase else { return [] }
        return showsLowOnly ? items.filter(\.isLow) : items
    }

    /// How many items need buying.
    var lowCount: Int {
        guard case .loaded(let items) = phase else { return 0 }
        return items.filter(\.isLow).count
    }

    func load() async {
        do {
            phase = .loaded(try await client.fetch())
        } catch is CancellationError {
            return  // the screen was left before the service answered
        } catch {
            phase = .failed("\(error)")
        }
    }

    /// Records that one more of the item was bought.
    func restock(_ item: PantryItem) {
        guard case .loaded(var items) = phase, let index = items.firstIndex(where: { $0.id == item.id }) else {
            return
        }
        items[index].quantity += 1
        phase = .loaded(items)
    }
}
