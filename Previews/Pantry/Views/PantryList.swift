import RehearsalUI

/// The list of pantry items, reading the store from the environment with `@EnvironmentObject`.
struct PantryList: View {
    @EnvironmentObject private var store: PantryStore

    var body: some View {
        content
            .task { await store.load() }
    }

    @ViewBuilder private var content: some View {
        switch store.phase {
        case .loading:
            ProgressView("Loading pantry...")
        case .failed(let message):
            ContentUnavailableView("Couldn't load the pantry", systemImage: "wifi.slash", description: Text(message))
        case .loaded(let items) where items.isEmpty:
            ContentUnavailableView("Nothing in the pantry", systemImage: "cabinet")
        case .loaded:
            List {
                Section {
                    Toggle("Low stock only", isOn: $store.showsLowOnly)
                }
                Section {
                    ForEach(store.visibleItems) { item in
                        HStack {
                            PantryRow(item: item)
                            Button("Restock \(item.name)") { store.restock(item) }
                        }
                    }
                } footer: {
                    PantrySummary(store: store)
                }
            }
        }
    }
}

/// One item: its name and how many are left.
///
/// It holds no store, only its item, so a change to the store re-evaluates it only when its item changed.
struct PantryRow: View {
    let item: PantryItem

    var body: some View {
        Text(item.name)
        Text("\(item.quantity) left")
    }
}

/// The footer counting what needs buying; it observes the store it is given with `@ObservedObject`.
struct PantrySummary: View {
    @ObservedObject var store: PantryStore

    var body: some View {
        Text(store.lowCount == 0 ? "Nothing to buy." : "\(store.lowCount) to buy.")
    }
}
