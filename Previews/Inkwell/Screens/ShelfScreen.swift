import RehearsalUI

/// The books on one shelf, filtered by a search field, with pull to refresh.
///
/// Loading is keyed by the shelf: `.task(id: shelfID)` cancels the old request when the shelf changes, and
/// that cancellation is never shown as a failure. Filtering happens in `body` because a shelf holds tens of
/// books; a library of thousands would filter in a model.
struct ShelfScreen: View {
    let shelfID: Shelf.ID

    @Environment(LibraryClient.self) private var client
    @State private var phase: LoadPhase<[Book]> = .loading
    @State private var query = ""

    var body: some View {
        content
            .navigationTitle("Shelf")
            .searchable(text: $query)
            .task(id: shelfID) { await load() }
            .refreshable { await load() }
    }

    @ViewBuilder private var content: some View {
        switch phase {
        case .loading:
            ProgressView()
        case .failed(let message):
            ContentUnavailableView {
                Label("Couldn't load this shelf", systemImage: "wifi.exclamationmark")
            } description: {
                Text(message)
            } actions: {
                Button("Try Again") {
                    phase = .loading
                    Task { await load() }
                }
                .accessibilityIdentifier("tryAgainButton")
            }
        case .loaded(let books):
            let shown = query.isEmpty ? books : books.filter { $0.title.localizedCaseInsensitiveContains(query) }
            List(shown) { book in
                NavigationLink(book.title, value: LibraryRoute.book(book.id))
                    .accessibilityIdentifier("book-\(book.id)")
            }
            .overlay {
                if books.isEmpty {
                    ContentUnavailableView(
                        "Empty Shelf", systemImage: "books.vertical",
                        description: Text("Books you file on this shelf appear here."))
                } else if shown.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
        }
    }

    private func load() async {
        do {
            phase = .loaded(try await client.books(inShelf: shelfID))
        } catch is CancellationError {
            return  // the screen was left, or the shelf changed and a new load took over
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }
}

#Preview("Loaded", traits: .modifier(SampleLibrary())) {
    NavigationStack {
        ShelfScreen(shelfID: 3)
            .navigationDestination(for: LibraryRoute.self) { route in
                LibraryDestination(route: route)
            }
    }
}

#Preview("Loading", traits: .modifier(SlowLibrary())) {
    NavigationStack { ShelfScreen(shelfID: 3) }
}

#Preview("Empty shelf", traits: .modifier(SampleLibrary())) {
    NavigationStack { ShelfScreen(shelfID: 4) }
}

#Preview("Request fails", traits: .modifier(FailingLibrary())) {
    NavigationStack { ShelfScreen(shelfID: 3) }
}
