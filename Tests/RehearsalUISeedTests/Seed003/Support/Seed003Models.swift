import RehearsalUI

/// The service `MyView` reads from the environment; the seed assumes it.
@Observable final class MyService {
    var name = "service"
}

/// An item of `MyView`'s and `ItemListView`'s lists; the seed assumes it.
struct Item: Identifiable, Hashable {
    var id: Int
    var name: String
}

/// The theme `UserSettings` holds; the seed assumes it.
enum Theme {
    case light, dark
}

/// The model `ItemListView` owns; the seed assumes it. Loading takes one second of virtual time.
@Observable final class DataModel {
    var items: [Item] = []
    var isLoading = false
    /// What the next load returns.
    var nextItems = [Item(id: 1, name: "Notebook"), Item(id: 2, name: "Pencil")]

    @MainActor func loadData() async throws {
        isLoading = true
        defer { isLoading = false }
        try await Task.sleep(for: .seconds(1))
        items = nextItems
    }
}
