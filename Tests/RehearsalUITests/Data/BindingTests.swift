import Testing

@testable import RehearsalUI

@Observable final class BookDraft {
    var title = ""
}

@MainActor @Suite struct BindingTests {
    struct Book: Equatable {
        var title: String
        var isRead: Bool
    }

    struct Editor: View {
        @Binding var book: Book
        var body: some View {
            VStack {
                TextField("Title", text: $book.title)
                Toggle("Read", isOn: $book.isRead)
            }
        }
    }

    struct Shelf: View {
        @State private var book = Book(title: "Dune", isRead: false)
        var body: some View {
            VStack {
                Text(book.isRead ? "\(book.title) (read)" : book.title)
                Editor(book: $book)
            }
        }
    }

    @Test("$state projects a binding whose dynamic members reach the owner's state") func projection() {
        let mounted = MountedView(Shelf())
        mounted.element("toggle", "Read")?.actions.toggle?()
        mounted.element("textField", "Title")?.actions.setText?("Children of Dune")
        mounted.flush()
        #expect(
            mounted.tree == """
                Shelf  @State book=Book(title: "Children of Dune", isRead: true)
                  VStack
                    Text "Children of Dune (read)"
                    Editor
                      VStack
                        TextField "Title" text="Children of Dune"
                        Toggle "Read" isOn=true
                """)
    }

    @Test("A constant binding reads its value and ignores writes") func constant() {
        let mounted = MountedView(Editor(book: .constant(Book(title: "Emma", isRead: true))))
        mounted.element("toggle", "Read")?.actions.toggle?()
        mounted.flush()
        #expect(
            mounted.tree == """
                Editor
                  VStack
                    TextField "Title" text="Emma"
                    Toggle "Read" isOn=true
                """)
    }

    @Test("@Bindable makes bindings to an observable object's properties") func bindable() {
        struct Form: View {
            @Bindable var draft: BookDraft
            var body: some View { TextField("Title", text: $draft.title) }
        }
        let draft = BookDraft()
        let mounted = MountedView(Form(draft: draft))
        mounted.element("textField", "Title")?.actions.setText?("Persuasion")
        mounted.flush()
        #expect(draft.title == "Persuasion")
        #expect(mounted.element("textField", "Title")?.accessibility?.value == "Persuasion")
    }
}
