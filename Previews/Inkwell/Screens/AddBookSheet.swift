import RehearsalUI

/// A form sheet for adding a book: title, author and pages, then the shelf to file it on.
///
/// Return moves the focus from title to author to pages. While anything is typed, swiping the sheet away
/// is disabled and Cancel asks before discarding, so no edit is lost by accident.
struct AddBookSheet: View {
    /// The text fields, in the order Return moves through them.
    private enum Field: Hashable {
        case title, author, pages
    }

    @Environment(LibraryClient.self) private var client
    @Environment(\.dismiss) private var dismiss

    @State private var title = ""
    @State private var author = ""
    @State private var pages = ""
    @State private var shelfID: Shelf.ID?
    @State private var shelves: [Shelf] = []
    @State private var problem: String?
    @State private var isSaving = false
    @State private var isConfirmingDiscard = false
    @FocusState private var focus: Field?

    private var hasChanges: Bool {
        !title.isEmpty || !author.isEmpty || !pages.isEmpty
    }

    private var pageCount: Int? {
        Int(pages.trimmingCharacters(in: .whitespaces)).flatMap { $0 > 0 ? $0 : nil }
    }

    private var canSave: Bool {
        !title.trimmingCharacters(in: .whitespaces).isEmpty
            && !author.trimmingCharacters(in: .whitespaces).isEmpty
            && pageCount != nil && shelfID != nil && !isSaving
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                        .focused($focus, equals: .title)
                        .submitLabel(.next)
                        .onSubmit { focus = .author }
                        .accessibilityIdentifier("titleField")
                    TextField("Author", text: $author)
                        .focused($focus, equals: .author)
                        .submitLabel(.next)
                        .onSubmit { focus = .pages }
                        .accessibilityIdentifier("authorField")
                    TextField("Pages", text: $pages)
                        .focused($focus, equals: .pages)
                        .submitLabel(.done)
                        .onSubmit { focus = nil }
                        .accessibilityIdentifier("pagesField")
                }
                Section {
                    Picker("Shelf", selection: $shelfID) {
                        ForEach(shelves) { shelf in
                            Text(shelf.name).tag(Optional(shelf.id))
                        }
                    }
                    .accessibilityIdentifier("shelfPicker")
                }
                if let problem {
                    Section {
                        Text(problem)
                            .foregroundStyle(.red)
                    }
                }
            }
            .navigationTitle("New Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", action: cancel)
                        .accessibilityIdentifier("cancelButton")
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        Task { await save() }
                    }
                    .disabled(!canSave)
                    .accessibilityIdentifier("saveButton")
                }
            }
            .confirmationDialog("Discard this book?", isPresented: $isConfirmingDiscard, titleVisibility: .visible) {
                Button("Discard Changes", role: .destructive) { dismiss() }
                Button("Keep Editing", role: .cancel) {}
            } message: {
                Text("The details you entered will be lost.")
            }
        }
        .presentationDetents([.medium, .large])
        .interactiveDismissDisabled(hasChanges)
        .onAppear { focus = .title }
        .task { await loadShelves() }
    }

    private func cancel() {
        if hasChanges {
            isConfirmingDiscard = true
        } else {
            dismiss()
        }
    }

    private func loadShelves() async {
        do {
            shelves = try await client.shelves()
            shelfID = shelfID ?? shelves.first?.id
        } catch is CancellationError {
            return  // the sheet closed before the shelves arrived
        } catch {
            problem = error.localizedDescription
        }
    }

    private func save() async {
        guard let pageCount, let shelfID else { return }
        isSaving = true
        defer { isSaving = false }
        do {
            try await client.addBook(
                title: title.trimmingCharacters(in: .whitespaces),
                author: author.trimmingCharacters(in: .whitespaces), pages: pageCount, shelfID: shelfID)
            dismiss()
        } catch is CancellationError {
            return
        } catch {
            problem = error.localizedDescription
        }
    }
}

#Preview("New book", traits: .modifier(SampleLibrary())) {
    AddBookSheet()
}

#Preview("Loading shelves", traits: .modifier(SlowLibrary())) {
    AddBookSheet()
}

#Preview("Request fails", traits: .modifier(FailingLibrary())) {
    AddBookSheet()
}
