// Seed 003_286d4e532c8d873b.txt, lines 194–220, copied verbatim. The snippet has no import of its own.
import RehearsalUI

@MainActor
struct ItemListView: View {
    @State private var model = DataModel()

    var body: some View {
        List(model.items) { item in
            Text(item.name)
        }
        .overlay {
            if model.isLoading {
                ProgressView()
            }
        }
        .task {
            // This task automatically cancels when view disappears
            do {
                try await model.loadData()
            } catch {
                // Handle error
            }
        }
        .refreshable {
            // Pull to refresh also uses async/await
            try? await model.loadData()
        }
    }
}
