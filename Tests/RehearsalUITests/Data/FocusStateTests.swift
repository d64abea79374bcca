import Testing

@testable import RehearsalUI

@MainActor @Suite struct FocusStateTests {
    enum Field: Hashable {
        case title, author
    }

    struct AddBook: View {
        @State private var title = ""
        @State private var author = ""
        @FocusState private var focus: Field?
        var body: some View {
            Form {
                TextField("Title", text: $title).focused($focus, equals: .title)
                TextField("Author", text: $author).focused($focus, equals: .author)
                Button("Next") { focus = .author }
            }
        }
    }

    @Test("Focus persists like state, moves with the binding, and typing focuses a field") func movesFocus() {
        let mounted = MountedView(AddBook())
        #expect(
            mounted.tree == """
                AddBook  @State title="" author=""  @FocusState focus=nil
                  Form
                    TextField "Title" text=""  .focused(equals: .title)
                    TextField "Author" text=""  .focused(equals: .author)
                    Button "Next"
                """)
        mounted.element("textField", "Title")?.actions.setText?("Emma")
        mounted.flush()
        #expect(mounted.element("textField", "Title")?.accessibility?.traits == ["focused"])
        mounted.tap("button", "Next")
        #expect(mounted.element("textField", "Title")?.accessibility?.traits == [])
        #expect(mounted.element("textField", "Author")?.accessibility?.traits == ["focused"])
        #expect(
            mounted.tree == """
                AddBook  @State title="Emma" author=""  @FocusState focus=.author
                  Form
                    TextField "Title" text="Emma"  .focused(equals: .title)
                    TextField "Author" text=""  .focused(equals: .author) [focused]
                    Button "Next"
                """)
    }

    @Test("The Boolean form focuses one view") func booleanForm() {
        struct Search: View {
            @State private var query = ""
            @FocusState private var isFocused: Bool
            var body: some View {
                VStack {
                    TextField("Search", text: $query).focused($isFocused)
                    Button("Done") { isFocused = false }
                }
            }
        }
        let mounted = MountedView(Search())
        mounted.element("textField", "Search")?.actions.setText?("dune")
        mounted.flush()
        #expect(
            mounted.tree == """
                Search  @State query="dune"  @FocusState isFocused=true
                  VStack
                    TextField "Search" text="dune"  .focused [focused]
                    Button "Done"
                """)
        mounted.tap("button", "Done")
        #expect(mounted.element("textField", "Search")?.accessibility?.traits == [])
    }
}
