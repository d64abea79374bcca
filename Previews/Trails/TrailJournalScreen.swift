import RehearsalUI

/// A hiking journal in two columns, as apps write one: the sidebar lists the trails (sorted as `@AppStorage`
/// says, searchable), and the detail column is a `NavigationStack` whose root has a title of its own ("Journal")
/// and which declares the trail's destination. On a compact width (an iPhone) the columns collapse into one stack:
/// a trail goes onto the detail's stack above its titled root, and back from the trail shows that root with one
/// navigation bar (its title, and the sidebar's title on its back button), as iOS shows it.
struct TrailJournalScreen: View {
    @StateObject private var store = TrailStore()

    var body: some View {
        NavigationSplitView {
            TrailSidebar()
        } detail: {
            NavigationStack {
                TrailSummary()
                    .navigationTitle("Journal")
                    .navigationDestination(for: Trail.self) { trail in
                        TrailDetail(trail: trail)
                    }
            }
        }
        .environmentObject(store)
    }
}

/// The sidebar: one link per trail, in the stored order.
struct TrailSidebar: View {
    @EnvironmentObject private var store: TrailStore
    @AppStorage("trailSort") private var sort: TrailSort = .name
    @State private var query = ""

    var body: some View {
        List {
            ForEach(shown) { trail in
                NavigationLink(trail.name, value: trail)
            }
        }
        .navigationTitle("Trails")
        .searchable(text: $query, prompt: "Find a trail")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button(sort == .name ? "Sort by distance" : "Sort by name") {
                    sort = sort == .name ? .distance : .name
                }
            }
        }
    }

    private var shown: [Trail] {
        let found = query.isEmpty ? store.trails : store.trails.filter { $0.name.contains(query) }
        switch sort {
        case .name: return found.sorted { $0.name < $1.name }
        case .distance: return found.sorted { $0.miles < $1.miles }
        }
    }
}

/// The detail column's root: how many trails are favourites.
struct TrailSummary: View {
    @EnvironmentObject private var store: TrailStore

    var body: some View {
        Text("Favorites: \(store.favorites.count)")
    }
}

/// One trail, pushed onto the detail column's stack.
struct TrailDetail: View {
    let trail: Trail
    @EnvironmentObject private var store: TrailStore

    var body: some View {
        VStack {
            Text("\(trail.miles) miles")
            Button(store.isFavorite(trail) ? "Unfavorite" : "Favorite") {
                store.toggleFavorite(trail)
            }
        }
        .navigationTitle(trail.name)
    }
}

#Preview("Journal") {
    TrailJournalScreen()
}

#Preview("Journal, regular width") {
    TrailJournalScreen().environment(\.horizontalSizeClass, .regular)
}
