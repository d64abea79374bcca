import SwiftUI

struct ContentView: View {
    @Binding var document: TextDocument

    var body: some View {
        VStack {
            TextEditor(text: $document.text)
                .accessibilityLabel("Text")
            Text("\(document.text.count) characters")
        }
    }
}
