import Testing

@testable import RehearsalUI

@MainActor @Suite struct TextFieldTests {
    struct Compose: View {
        @State private var title = ""
        @State private var notes = "Draft"
        @State private var password = "secret"
        @State private var pages = 320
        var body: some View {
            Form {
                TextField("Title", text: $title)
                TextField("Notes", text: $notes, prompt: Text("Optional"), axis: .vertical)
                SecureField("Password", text: $password)
                TextField("Pages", value: $pages, format: .number)
            }
        }
    }

    @Test("Text fields print their title and text; a secure field shows bullets") func printedForms() {
        let mounted = MountedView(Compose())
        #expect(
            mounted.tree == """
                Compose  @State title="" notes="Draft" password="secret" pages=320
                  Form
                    TextField "Title" text=""
                    TextField "Notes" text="Draft" prompt: "Optional" axis=.vertical
                    SecureField "Password" text="••••••"
                    TextField "Pages" text="320"
                """)
        let field = mounted.element("textField", "Title")
        #expect(field?.accessibility?.value == "")
        #expect(mounted.element("secureTextField", "Password")?.accessibility?.value == "••••••")
    }

    @Test("Typing sets the text through the binding; a formatted field parses it") func typing() {
        let mounted = MountedView(Compose())
        mounted.element("textField", "Title")?.actions.setText?("Dune")
        mounted.element("textField", "Pages")?.actions.setText?("412")
        mounted.element("textField", "Pages")?.actions.setText?("many")
        mounted.flush()
        #expect(mounted.element("textField", "Title")?.accessibility?.value == "Dune")
        #expect(
            mounted.tree == """
                Compose  @State title="Dune" notes="Draft" password="secret" pages=412
                  Form
                    TextField "Title" text="Dune"
                    TextField "Notes" text="Draft" prompt: "Optional" axis=.vertical
                    SecureField "Password" text="••••••"
                    TextField "Pages" text="412"
                """)
    }
}
