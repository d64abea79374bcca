import RehearsalUI

/// A note's editor: a text editor over the document's binding, and a word count.
struct NoteEditor: View {
    @Binding var document: NoteDocument

    var body: some View {
        VStack {
            TextEditor(text: $document.text)
                .accessibilityLabel("Note")
            Text("\(document.text.split(separator: " ").count) words")
        }
    }
}

#Preview("New note") {
    @Previewable @State var document = NoteDocument(text: "Buy milk")
    NoteEditor(document: $document)
}
