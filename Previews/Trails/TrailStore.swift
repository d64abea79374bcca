import RehearsalUI

/// The journal's store, written as apps wrote them before Observation: an `ObservableObject` with `@Published`
/// properties, owned by the screen's `@StateObject` and handed to the columns with `.environmentObject`.
final class TrailStore: ObservableObject {
    @Published private(set) var trails = Trail.samples
    @Published private(set) var favorites: Set<Trail.ID> = []

    func isFavorite(_ trail: Trail) -> Bool { favorites.contains(trail.id) }

    func toggleFavorite(_ trail: Trail) {
        if favorites.contains(trail.id) {
            favorites.remove(trail.id)
        } else {
            favorites.insert(trail.id)
        }
    }
}
