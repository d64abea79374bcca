import Testing

@testable import RehearsalUI

/// A form in a sheet, as seed 002 recommends: its own stack with Cancel and Save, detents, focus moved
/// by the return key, and swipe-to-dismiss refused while there are unsaved edits.
enum FormSheet {
    struct AddBookSheet: View {
        enum Field: Hashable { case title, author }

        let onSave: (String) -> Void
        @Environment(\.dismiss) private var dismiss
        @State private var title = ""
        @State private var author = ""
        @FocusState private var focus: Field?

        var body: some View {
            NavigationStack {
                Form {
                    TextField("Title", text: $title)
                        .focused($focus, equals: .title)
                        .submitLabel(.next)
                        .onSubmit { focus = .author }
                    TextField("Author", text: $author)
                        .focused($focus, equals: .author)
                        .submitLabel(.done)
                        .onSubmit { save() }
                }
                .navigationTitle("Add Book")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") { save() }
                            .disabled(title.isEmpty)
                    }
                }
            }
            .presentationDetents([.large, .medium])
            .interactiveDismissDisabled(!title.isEmpty || !author.isEmpty)
        }

        private func save() {
            onSave(title)
            dismiss()
        }
    }

    struct Shelf: View {
        @State private var isAdding = false
        @State private var titles: [String] = []

        var body: some View {
            NavigationStack {
                List(titles, id: \.self) { title in Text(title) }
                    .navigationTitle("Shelf")
                    .toolbar {
                        Button("Add") { isAdding = true }
                    }
            }
            .sheet(isPresented: $isAdding) {
                AddBookSheet { titles.append($0) }
            }
        }
    }
}

@MainActor @Suite struct FormSheetTests {
    @Test("The sheet has its own navigation bar and detents; Save is disabled until there is a title")
    func presented() throws {
        let screen = DrivenScreen(FormSheet.Shelf())
        try screen.interactor.tap(screen.target("button \"Add\""))
        #expect(
            screen.ax == """
                navigationBar "Add Book"
                  button "Cancel"
                  button "Save" [notEnabled]
                textField "Title"
                textField "Author"
                """)
        #expect(
            screen.path == """
                NavigationStack(Shelf) path=[]
                sheet detents=[.medium, .large]
                  NavigationStack(Add Book) path=[]
                """)
        #expect(
            screen.failure { try screen.interactor.tap(screen.target("button \"Save\"")) } == """
                disabled: expected an enabled button "Save" to tap, but it is disabled (by .disabled(true) in \
                AddBookSheet, or its own state). To fix, make the condition that disables it false first (see `state`), \
                then try again.
                """)
        try screen.interactor.dismiss()
        #expect(screen.path == "NavigationStack(Shelf) path=[]")
    }

    @Test("With unsaved edits the user's dismissal is refused, and the refusal names the view and the fix")
    func guardedDismissal() throws {
        let screen = DrivenScreen(FormSheet.Shelf())
        try screen.interactor.tap(screen.target("button \"Add\""))
        try screen.interactor.type(screen.target("textField \"Title\""), "Dune")
        #expect(
            screen.path == """
                NavigationStack(Shelf) path=[]
                sheet detents=[.medium, .large] interactiveDismissDisabled
                  NavigationStack(Add Book) path=[]
                """)
        #expect(
            screen.failure { try screen.interactor.dismiss() } == """
                dismissalRefused: expected the sheet to close, but AddBookSheet refuses the user's dismissal with \
                .interactiveDismissDisabled(true), so it stays. To fix, close it with its own buttons (button "Cancel", \
                button "Save"), or make the condition false (e.g. no unsaved edits).
                """)
        #expect(
            screen.ax == """
                navigationBar "Add Book"
                  button "Cancel"
                  button "Save"
                textField "Title" value="Dune" [focused]
                textField "Author"
                """)
    }

    @Test("The return key moves focus to the next field; submitting the last saves, and dismiss() still works")
    func focusAndSave() throws {
        let screen = DrivenScreen(FormSheet.Shelf())
        try screen.interactor.tap(screen.target("button \"Add\""))
        try screen.interactor.type(screen.target("textField \"Title\""), "Dune")
        try screen.interactor.submit(screen.target("textField \"Title\""))
        #expect(
            screen.ax == """
                navigationBar "Add Book"
                  button "Cancel"
                  button "Save"
                textField "Title" value="Dune"
                textField "Author" [focused]
                """)
        try screen.interactor.type(screen.target("textField \"Author\""), "Frank Herbert")
        try screen.interactor.submit(screen.target("textField \"Author\""))
        #expect(
            screen.ax == """
                navigationBar "Shelf"
                  button "Add"
                list
                  staticText "Dune"
                """)
        #expect(screen.path == "NavigationStack(Shelf) path=[]")
    }
}
