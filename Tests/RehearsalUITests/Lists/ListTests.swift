import Testing

@testable import RehearsalUI

@MainActor @Suite struct ListTests {
    struct Book: Identifiable, Hashable {
        let id: Int
        let title: String
    }

    static let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]

    @Test("Lists of content, of identifiable data and of data with an id key path") func printedForms() {
        let mounted = MountedView(
            VStack {
                List {
                    Text("Static row")
                    ForEach(Self.books) { book in Text(book.title) }
                }
                List(Self.books) { book in Text(book.title) }
                List(["a", "b"], id: \.self) { letter in Text(letter) }
            })
        #expect(
            mounted.tree == """
                VStack
                  List
                    Text "Static row"
                    Text "Dune"
                    Text "Emma"
                  List
                    Text "Dune"
                    Text "Emma"
                  List
                    Text "a"
                    Text "b"
                """)
        #expect(mounted.element("list")?.accessibility?.label == "")
    }

    @Test("A list with a selection selects rows by label, through their ids") func selection() {
        struct Library: View {
            @State private var selection: Int?
            var body: some View {
                List(ListTests.books, selection: $selection) { book in Text(book.title) }
            }
        }
        let mounted = MountedView(Library())
        #expect(mounted.element("list")?.actions.select?("Emma") == nil)
        #expect(mounted.element("list")?.actions.select?("Ulysses") == ["Dune", "Emma"])
        mounted.flush()
        #expect(
            mounted.tree == """
                Library  @State selection=2
                  List selection=2
                    Text "Dune"
                    Text "Emma"
                """)
    }

    @Test("Sections print their title or their header and footer slots; header texts read as headers")
    func sections() {
        let mounted = MountedView(
            Form {
                Section("Account") { Text("Signed in") }
                Section {
                    Toggle("Sync", isOn: .constant(true))
                } header: {
                    Text("Options")
                } footer: {
                    Text("Sync uses cellular data.")
                }
                Section { Text("Plain") }
            })
        #expect(
            mounted.tree == """
                Form
                  Section "Account"
                    Text "Signed in"
                  Section
                    .header
                      Text "Options"
                    Toggle "Sync" isOn=true
                    .footer
                      Text "Sync uses cellular data."
                  Section
                    Text "Plain"
                """)
        #expect(mounted.element("header", "Account") != nil)
        #expect(mounted.element("header", "Options") != nil)
        #expect(mounted.element("staticText", "Sync uses cellular data.") != nil)
    }

    @Test("A list over a binding gives each row a binding to its element") func bindingRows() {
        struct Reading: Identifiable {
            let id: Int
            let title: String
            var isRead: Bool
        }
        struct ReadingList: View {
            @State private var books = [Reading(id: 1, title: "Dune", isRead: false)]
            var body: some View {
                List($books) { $book in
                    Toggle(book.title, isOn: $book.isRead)
                }
            }
        }
        let mounted = MountedView(ReadingList())
        mounted.element("toggle", "Dune")?.actions.toggle?()
        mounted.flush()
        #expect(
            mounted.tree == """
                ReadingList  @State books=1 item
                  List
                    Toggle "Dune" isOn=true
                """)
    }
}
