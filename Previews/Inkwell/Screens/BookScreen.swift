import RehearsalUI

/// The details of one book, loaded by its identifier so a deep link can open it directly.
struct BookScreen: View {
    let bookID: Book.ID

    @Environment(LibraryClient.self) private var client
    @State private var phase: LoadPhase<Book> = .loading

    var body: some View {
        content
            .navigationTitle(title)
            .task(id: bookID) { await load() }
    }

    private var title: String {
        if case .loaded(let book) = phase { return book.title }
        return "Book"
    }

    @ViewBuilder private var content: some View {
        switch phase {
        case .loading:
            ProgressView()
        case .failed(let message):
            ContentUnavailableView {
                Label("Couldn't open this book", systemImage: "book.closed")
            } description: {
                Text(message)
            } actions: {
                Button("Try Again") {
                    phase = .loading
                    Task { await load() }
                }
                .accessibilityIdentifier("tryAgainButton")
            }
        case .loaded(let book):
            Form {
                Section {
                    LabeledContent("Author", value: book.author)
                    LabeledContent("Pages", value: "\(book.pages)")
                    LabeledContent("Added") {
                        Text(book.addedOn, style: .date)
                    }
                }
            }
        }
    }

    private func load() async {
        do {
            phase = .loaded(try await client.book(id: bookID))
        } catch is CancellationError {
            return  // the screen was left before the book arrived
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }
}

#Preview("Loaded", traits: .modifier(SampleLibrary())) {
    NavigationStack { BookScreen(bookID: 4821) }
}

#Preview("Loading", traits: .modifier(SlowLibrary())) {
    NavigationStack { BookScreen(bookID: 4821) }
}

#Preview("Not found", traits: .modifier(SampleLibrary())) {
    NavigationStack { BookScreen(bookID: 9999) }
}

#Preview("Request fails", traits: .modifier(FailingLibrary())) {
    NavigationStack { BookScreen(bookID: 4821) }
}
