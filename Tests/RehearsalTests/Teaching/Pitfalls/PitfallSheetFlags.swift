import RehearsalUI

/// Two sheets, each behind its own Boolean.
struct FlagSheets: View {
    @State private var showAdd = false
    @State private var showEdit = false

    var body: some View {
        VStack {
            Button("Add") { showAdd = true }
            Button("Edit") { showEdit = true }
        }
        .sheet(isPresented: $showAdd) { Text("Add a book") }
        .sheet(isPresented: $showEdit) { Text("Edit the shelf") }
    }
}

/// The sheets a `ItemSheets` view can present.
enum FixtureSheet: String, Identifiable {
    case add, edit
    var id: String { rawValue }
}

/// One optional enum and one `sheet(item:)`.
struct ItemSheets: View {
    @State private var sheet: FixtureSheet?

    var body: some View {
        VStack {
            Button("Add") { sheet = .add }
            Button("Edit") { sheet = .edit }
        }
        .sheet(item: $sheet) { sheet in
            Text(sheet == .add ? "Add a book" : "Edit the shelf")
        }
    }
}

#Preview("Provoked") {
    FlagSheets()
}

#Preview("Idiomatic") {
    ItemSheets()
}
