import RehearsalUI

/// A list that takes text dropped between its rows (`onInsert(of:perform:)`): `insert "Milk" --at 2 "Eggs"`
/// drops "Eggs" as the second row, as a user drags text from another app into the list.
struct GroceryDropScreen: View {
    @State var items = ["Bread", "Milk", "Apples"]

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in Text(item) }
                .onInsert(of: [.plainText]) { offset, providers in
                    for (index, provider) in providers.enumerated() {
                        _ = provider.loadObject(ofClass: String.self) { text, _ in
                            guard let text else { return }
                            Task { @MainActor in items.insert(text, at: min(offset + index, items.count)) }
                        }
                    }
                }
        }
        .navigationTitle("Groceries")
    }
}

#Preview("Groceries") {
    NavigationStack { GroceryDropScreen() }
}

#Preview("Empty list") {
    NavigationStack { GroceryDropScreen(items: []) }
}
