import RehearsalUI

/// A sheet that renames a shelf, loading its current name first.
struct EditShelfSheet: View {
    let shelfID: Shelf.ID

    @Environment(LibraryClient.self) private var client
    @Environment(\.dismiss) private var dismiss

    @State private var phase: LoadPhase<Shelf> = .loading
    @State private var name = ""
    @State private var problem: String?
    @State private var isSaving = false

    private var trimmedName: String {
        name.trimmingCharacters(in: .whitespaces)
    }

    private var hasChanges: Bool {
        guard case .loaded(let shelf) = phase else { return false }
        return trimmedName != shelf.name
    }

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Edit Shelf")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                            .accessibilityIdentifier("cancelButton")
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") {
                            Task { await save() }
                        }
                        .disabled(!hasChanges || trimmedName.isEmpty || isSaving)
                        .accessibilityIdentifier("saveButton")
                    }
                }
        }
        .presentationDetents([.medium])
        .interactiveDismissDisabled(hasChanges)
        .task(id: shelfID) { await load() }
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
        case .loaded(let shelf):
            Form {
                Section("Name") {
                    TextField("Name", text: $name)
                        .submitLabel(.done)
                        .accessibilityIdentifier("shelfNameField")
                }
                Section {
                    LabeledContent("Books", value: "\(shelf.bookCount)")
                }
                if let problem {
                    Section {
                        Text(problem)
                            .foregroundStyle(.red)
                    }
                }
            }
        }
    }

    private func load() async {
        do {
            let shelf = try await client.shelf(id: shelfID)
            name = shelf.name
            phase = .loaded(shelf)
        } catch is CancellationError {
            return  // the sheet closed before the shelf arrived
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }

    private func save() async {
        isSaving = true
        defer { isSaving = false }
        do {
            try await client.renameShelf(shelfID, to: trimmedName)
            dismiss()
        } catch is CancellationError {
            return
        } catch {
            problem = error.localizedDescription
        }
    }
}

#Preview("Loaded", traits: .modifier(SampleLibrary())) {
    EditShelfSheet(shelfID: 3)
}

#Preview("Loading", traits: .modifier(SlowLibrary())) {
    EditShelfSheet(shelfID: 3)
}

#Preview("Request fails", traits: .modifier(FailingLibrary())) {
    EditShelfSheet(shelfID: 3)
}
