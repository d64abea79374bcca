import RehearsalUI

/// The pantry: owns its store with `@StateObject` and hands it down with `.environmentObject(_:)`.
///
/// The store is made once for the screen's identity, however often the screen's parent re-evaluates it.
struct PantryScreen: View {
    @StateObject private var store: PantryStore
    /// The household's name, kept in the app's defaults (`defaults householdName=Cabin` in the shell).
    @AppStorage("householdName") private var household = "Home"

    init(client: PantryClient) {
        _store = StateObject(wrappedValue: PantryStore(client: client))
    }

    var body: some View {
        NavigationStack {
            PantryList()
                .navigationTitle("\(household) Pantry")
        }
        .environmentObject(store)
    }
}

#Preview("Loaded") {
    PantryScreen(client: .sample)
}

#Preview("Loading") {
    PantryScreen(client: .slow)
}

#Preview("Empty") {
    PantryScreen(client: .empty)
}

#Preview("Request fails") {
    PantryScreen(client: .failing)
}
