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

/// A parent that passes the same name every time it updates (for its own counter), to a form that copies it once
/// into a draft the user edits: the parent never changes what it copies, so nothing stops following it.
struct CountingParent: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Count") { count += 1 }
            DraftForm(name: "Classics", count: count)
        }
    }
}

/// A form whose draft starts from its parent's name and is then the user's.
struct DraftForm: View {
    let count: Int
    @State private var draft: String

    init(name: String, count: Int) {
        self.count = count
        _draft = State(initialValue: name)
    }

    var body: some View {
        VStack {
            Text("Counted \(count)")
            Text("Draft: \(draft)")
            TextField("Name", text: $draft).accessibilityIdentifier("draft")
        }
    }
}

#Preview("Edited") {
    CountingParent()
}
