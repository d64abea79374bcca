import RehearsalUI

/// Searches the whole library by title or author as the user types.
///
/// `.task(id: query)` restarts the search on every keystroke and cancels the one before; the short sleep
/// at its start waits for typing to pause, so only the last query reaches the library.
struct SearchScreen: View {
    @Environment(LibraryClient.self) private var client
    @State private var query = ""
    @State private var phase: LoadPhase<[Book]> = .loaded([])

    /// A search screen, optionally starting with a query (previews use it to show results at once).
    init(query: String = "") {
        _query = State(initialValue: query)
    }

    var body: some View {
        content
            .navigationTitle("Search")
            .searchable(text: $query, prompt: "Titles and authors")
            .task(id: query) { await search() }
    }

    @ViewBuilder private var content: some View {
        if query.isEmpty {
            ContentUnavailableView(
                "Search Your Library", systemImage: "magnifyingglass",
                description: Text("Find books by title or author."))
        } else {
            switch phase {
            case .loading:
                ProgressView("Searching...")
            case .failed(let message):
                ContentUnavailableView {
                    Label("Search failed", systemImage: "wifi.exclamationmark")
                } description: {
                    Text(message)
                } actions: {
                    Button("Try Again") {
                        phase = .loading
                        Task { await search() }
                    }
                    .accessibilityIdentifier("tryAgainButton")
                }
            case .loaded(let books) where books.isEmpty:
                ContentUnavailableView.search(text: query)
            case .loaded(let books):
                List(books) { book in
                    NavigationLink(value: LibraryRoute.book(book.id)) {
                        VStack(alignment: .leading) {
                            Text(book.title)
                            Text(book.author)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .accessibilityIdentifier("result-\(book.id)")
                }
            }
        }
    }

    private func search() async {
        guard !query.isEmpty else {
            phase = .loaded([])
            return
        }
        phase = .loading
        do {
            try await Task.sleep(for: .milliseconds(300))
            phase = .loaded(try await client.books(matching: query))
        } catch is CancellationError {
            return  // the user typed again; the newer search owns the phase now
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }
}

#Preview("Ready", traits: .modifier(SampleLibrary())) {
    NavigationStack { SearchScreen() }
}

#Preview("Results", traits: .modifier(SampleLibrary())) {
    NavigationStack {
        SearchScreen(query: "the")
            .navigationDestination(for: LibraryRoute.self) { route in
                LibraryDestination(route: route)
            }
    }
}

#Preview("Loading", traits: .modifier(SlowLibrary())) {
    NavigationStack { SearchScreen(query: "the") }
}

#Preview("No results", traits: .modifier(SampleLibrary())) {
    NavigationStack { SearchScreen(query: "zebra") }
}

#Preview("Request fails", traits: .modifier(FailingLibrary())) {
    NavigationStack { SearchScreen(query: "the") }
}
