import RehearsalUI

/// A parent that renames a shelf its form shows.
struct CopyingParent: View {
    @State private var shelfName = "Classics"

    var body: some View {
        VStack {
            Button("Rename") { shelfName = "Old Classics" }
            CopyingNameForm(shelfName: shelfName)
        }
    }
}

/// Copies the parent's value into its own `@State`, which then stops following the parent.
struct CopyingNameForm: View {
    let shelfName: String
    @State private var draft: String

    init(shelfName: String) {
        self.shelfName = shelfName
        _draft = State(initialValue: shelfName)
    }

    var body: some View {
        TextField("Name", text: $draft)
    }
}

/// A parent that owns the name and lends its form a binding: one source of truth.
struct BindingParent: View {
    @State private var shelfName = "Classics"

    var body: some View {
        VStack {
            Button("Rename") { shelfName = "Old Classics" }
            BoundNameForm(name: $shelfName)
        }
    }
}

/// Edits the parent's value through a binding.
struct BoundNameForm: View {
    @Binding var name: String

    var body: some View {
        TextField("Name", text: $name)
    }
}

#Preview("Provoked") {
    CopyingParent()
}

#Preview("Idiomatic") {
    BindingParent()
}
