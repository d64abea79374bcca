import RehearsalUI

/// The shelves of the library, each a link to its books; adding and editing are reported to the parent.
struct ShelfList: View {
    var onAdd: () -> Void
    var onEdit: (Shelf.ID) -> Void

    @Environment(LibraryClient.self) private var client
    @State private var phase: LoadPhase<[Shelf]> = .loading

    var body: some View {
        content
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button(action: onAdd) {
                        Image(systemName: "plus")
                    }
                    .accessibilityLabel("Add book")
                    .accessibilityHint("Adds a book")
                    .accessibilityIdentifier("addButton")
                }
            }
            // The revision changes when a sheet adds a book or renames a shelf: reload the counts then.
            .task(id: client.revision) { await load() }
            .refreshable { await load() }
    }

    @ViewBuilder private var content: some View {
        switch phase {
        case .loading:
            ProgressView("Loading shelves...")
        case .failed(let message):
            ContentUnavailableView {
                Label("Couldn't load your library", systemImage: "wifi.exclamationmark")
            } description: {
                Text(message)
            } actions: {
                Button("Try Again") {
                    phase = .loading
                    Task { await load() }
                }
                .accessibilityIdentifier("tryAgainButton")
            }
        case .loaded(let shelves):
            List(shelves) { shelf in
                NavigationLink(value: LibraryRoute.shelf(shelf.id)) {
                    LabeledContent(shelf.name, value: shelf.bookCount == 1 ? "1 book" : "\(shelf.bookCount) books")
                }
                .swipeActions(edge: .trailing) {
                    Button("Rename") { onEdit(shelf.id) }
                }
                .accessibilityIdentifier("shelf-\(shelf.id)")
            }
            .overlay {
                if shelves.isEmpty {
                    ContentUnavailableView(
                        "No Shelves", systemImage: "books.vertical",
                        description: Text("Your library has no shelves yet."))
                }
            }
        }
    }

    private func load() async {
        do {
            phase = .loaded(try await client.shelves())
        } catch is CancellationError {
            return  // the list left the screen, or a newer revision restarted the task
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }
}

#Preview("Loaded", traits: .modifier(SampleLibrary())) {
    NavigationStack {
        ShelfList(onAdd: {}, onEdit: { _ in })
            .navigationTitle("Library")
    }
}

#Preview("Loading", traits: .modifier(SlowLibrary())) {
    NavigationStack {
        ShelfList(onAdd: {}, onEdit: { _ in })
            .navigationTitle("Library")
    }
}

#Preview("Empty library", traits: .modifier(EmptyLibrary())) {
    NavigationStack {
        ShelfList(onAdd: {}, onEdit: { _ in })
            .navigationTitle("Library")
    }
}

#Preview("Request fails", traits: .modifier(FailingLibrary())) {
    NavigationStack {
        ShelfList(onAdd: {}, onEdit: { _ in })
            .navigationTitle("Library")
    }
}
