import RehearsalUI

extension FocusedValues {
    /// The name of the field being edited, published by the field that has focus.
    @Entry var editingField: String?
    /// The text of the focused field, for the toolbar's "Shout" button to change.
    @Entry var focusedText: Binding<String>?
    /// How many fields the editor has, published for the whole scene.
    @Entry var fieldCount: Int?
}

/// A note editor whose toolbar follows focus: each field publishes its name and a binding to its text with
/// `.focusedValue`, so the status line (`@FocusedValue`) names the focused field and "Shout"
/// (`@FocusedBinding`) upper-cases its text; with no field focused they read `nil`.
struct NoteEditorScreen: View {
    enum Field: Hashable { case title, body }

    @State private var title = "groceries"
    @State private var text = "milk, eggs"
    @FocusState private var focus: Field?

    var body: some View {
        VStack {
            TextField("Title", text: $title)
                .focused($focus, equals: .title)
                .focusedValue(\.editingField, "Title")
                .focusedValue(\.focusedText, $title)
            TextField("Body", text: $text)
                .focused($focus, equals: .body)
                .focusedValue(\.editingField, "Body")
                .focusedValue(\.focusedText, $text)
            Button("Done") { focus = nil }
            EditorToolbar()
        }
        .focusedSceneValue(\.fieldCount, 2)
    }
}

/// Reads what the focused field publishes: it never sees the fields' state directly.
struct EditorToolbar: View {
    @FocusedValue(\.editingField) private var editingField
    @FocusedValue(\.fieldCount) private var fieldCount
    @FocusedBinding(\.focusedText) private var focusedText

    var body: some View {
        VStack {
            Text("Editing \(editingField ?? "nothing") of \(fieldCount ?? 0) fields")
            Button("Shout") { focusedText = focusedText?.uppercased() }
                .disabled(focusedText == nil)
        }
    }
}

#Preview("Focused values") {
    NoteEditorScreen()
}
