import RehearsalUI

/// Two documents and a search field. Only the search field is tied to a `@FocusState`; the document editors
/// have no `.focused(...)`, yet, as in SwiftUI, tapping or typing into one gives it focus and takes focus from
/// the search field. Each editor publishes its document with `.focusedObject(_:)`, so the status bar
/// (`@FocusedObject`) follows focus and re-evaluates when the focused document changes.
struct DraftsEditorScreen: View {
    @StateObject private var letter = DraftDocument(name: "Letter", text: "Dear Ada,")
    @StateObject private var notes = DraftDocument(name: "Notes", text: "")
    @State private var query = ""
    @FocusState private var isSearching: Bool

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .focused($isSearching)
            TextField("Notes", text: $notes.text)
                .focusedObject(notes)
            TextEditor(text: $letter.text)
                .accessibilityLabel("Letter")
                .focusedObject(letter)
            Text(isSearching ? "Searching" : "Not searching")
            DraftStatusBar()
        }
    }
}

/// Reads the document that the focused editor publishes; `nil` while no editor has focus.
struct DraftStatusBar: View {
    @FocusedObject private var document: DraftDocument?

    var body: some View {
        VStack {
            if let document {
                Text("\(document.name): \(document.text.count) characters, saved \(document.saves) times")
            } else {
                Text("No document focused")
            }
            Button("Save") { document?.saves += 1 }
                .disabled(document == nil)
        }
    }
}

#Preview("Drafts") {
    DraftsEditorScreen()
}
