import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// Tables as apps write them on iPad and macOS: `Table(of:...) { columns } rows: { TableRow, ForEach }`,
/// `TableColumn(_:value:)` with `KeyPathComparator`, `sortOrder:` re-sorted in `onChange(of:)`, and a tap on
/// a column header.
@MainActor @Suite struct TableSortingBreadthTests {
    struct Book: Identifiable, Hashable {
        let id: Int
        var title: String
        var pages: Int
    }

    struct Shelf: View {
        @State private var books = [
            Book(id: 1, title: "Dune", pages: 412), Book(id: 2, title: "Emma", pages: 474),
            Book(id: 3, title: "Beloved", pages: 324),
        ]
        @State private var order = [KeyPathComparator(\Book.title)]
        @State private var chosen: Book.ID?

        var body: some View {
            Table(books, selection: $chosen, sortOrder: $order) {
                TableColumn("Title", value: \.title)
                TableColumn("Pages", value: \.pages) { book in Text("\(book.pages)") }
                TableColumn("Note") { _ in Text("-") }
            }
            .onChange(of: order) { _, newOrder in books.sort(using: newOrder) }
        }
    }

    /// Every initialiser of the sortable and row-builder forms compiles, with `if` and `for` among rows and
    /// columns, `sortUsing:` and a `String.StandardComparator`.
    struct Forms: View {
        let books = [Book(id: 1, title: "Dune", pages: 412), Book(id: 2, title: "Emma", pages: 474)]
        @State private var order = [KeyPathComparator(\Book.pages, order: .reverse)]
        @State private var one: Book.ID?
        @State private var many = Set<Book.ID>()
        let showsPages = true

        var body: some View {
            VStack {
                Table(books, sortOrder: $order) {
                    TableColumn("Title", value: \.title, comparator: .lexical)
                }
                Table(books, selection: $many, sortOrder: $order) {
                    TableColumn("Title", value: \.title)
                }
                Table(of: Book.self) {
                    TableColumn("Title", value: \.title)
                } rows: {
                    TableRow(books[0])
                }
                Table(of: Book.self, selection: $one) {
                    TableColumn("Title", value: \.title)
                } rows: {
                    ForEach(books) { TableRow($0) }
                }
                Table(of: Book.self, selection: $many) {
                    TableColumn("Title", value: \.title)
                } rows: {
                    for book in books { TableRow(book) }
                }
                Table(of: Book.self, sortOrder: $order) {
                    TableColumn("Pages", sortUsing: KeyPathComparator(\Book.pages)) { Text("\($0.pages)") }
                    if showsPages { TableColumn("Title", value: \.title) }
                } rows: {
                    if showsPages { TableRow(Book(id: 3, title: "Beloved", pages: 324)) }
                    ForEach(books, id: \.id) { TableRow($0) }
                }
                Table(of: Book.self, selection: $one, sortOrder: $order) {
                    TableColumn("Title", value: \.title)
                } rows: {
                    TableRow(books[0])
                }
            }
        }
    }

    @Test("A tap on a header sorts by its column, a second reverses it; the app re-sorts in onChange")
    func sorting() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Shelf())
            try mounted.interactor.tap(TargetQuery(label: "Pages"))
            #expect(
                mounted.tree == #"""
                    Shelf  @State books=3 items order=[KeyPathComparator(\.pages), KeyPathComparator(\.title)] chosen=nil
                      Table columns: "Title", "Pages" (ascending), "Note" selection=nil  .onChange(of: [KeyPathComparator(\.pages), KeyPathComparator(\.title)])
                        TableRow
                          Text "Beloved"
                          Text "324"
                          Text "-"
                        TableRow
                          Text "Dune"
                          Text "412"
                          Text "-"
                        TableRow
                          Text "Emma"
                          Text "474"
                          Text "-"
                    """#)
            try mounted.interactor.tap(TargetQuery(label: "Pages"))
            try mounted.interactor.select(TargetQuery(role: "table"), option: "Emma, 474, -")
            #expect(
                mounted.ax == """
                    table value="Title, Pages, Note"
                      button "Title" [isHeader]
                      button "Pages" value="sorted descending" [isHeader]
                      staticText "Note" [isHeader, notEnabled]
                      cell "Emma, 474, -" [isSelected]
                      cell "Dune, 412, -"
                      cell "Beloved, 324, -"
                    """)
            #expect(throws: InteractionError.self) { try mounted.interactor.tap(TargetQuery(label: "Note")) }
        }
    }

    @Test("The initialisers print their columns, directions and rows")
    func forms() {
        withVirtualTime { _ in
            #expect(
                ViewsBreadthMount(Forms()).tree == #"""
                    Forms  @State order=[KeyPathComparator(\.pages, order: .reverse)] one=nil many=0 items
                      VStack
                        Table columns: "Title"
                          TableRow
                            Text "Dune"
                          TableRow
                            Text "Emma"
                        Table columns: "Title" selection=0 items
                          TableRow
                            Text "Dune"
                          TableRow
                            Text "Emma"
                        Table columns: "Title"
                          TableRow
                            Text "Dune"
                        Table columns: "Title" selection=nil
                          TableRow
                            Text "Dune"
                          TableRow
                            Text "Emma"
                        Table columns: "Title" selection=0 items
                          TableRow
                            Text "Dune"
                          TableRow
                            Text "Emma"
                        Table columns: "Pages" (descending), "Title"
                          TableRow
                            Text "324"
                            Text "Beloved"
                          TableRow
                            Text "412"
                            Text "Dune"
                          TableRow
                            Text "474"
                            Text "Emma"
                        Table columns: "Title" selection=nil
                          TableRow
                            Text "Dune"
                    """#)
        }
    }
}
