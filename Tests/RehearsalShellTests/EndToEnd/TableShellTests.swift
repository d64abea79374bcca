import Foundation
import Testing

/// `Table` with `TableColumn`s and a selection through the built `rehearse`: rows read as cells named by
/// their columns, and `select table "ROW"` selects one.
@Suite struct TableShellTests {
    @Test("A table reads its columns and rows; select table selects a row and names the rows it has")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: #"""
                open "ContactsTable/Contacts"
                set echo ax
                select table "Grace, grace@example.com"
                select table "Linus"
                tree

                """#)
        #expect(
            run.output == #"""
                NavigationStack
                  ContactsTable  @State selected=nil
                    Table columns: "Name", "Email" selection=nil  .navigationTitle("Contacts")
                      TableRow
                        Text "Ada"
                        Text "ada@example.com"
                      TableRow
                        Text "Grace"
                        Text "grace@example.com"
                @State selected of ContactsTable: nil → 2
                navigationBar "Contacts"
                table value="Name, Email"
                  cell "Ada, ada@example.com"
                  cell "Grace, grace@example.com" [isSelected]
                error: expected an option "Linus" in table, but its options are "Ada, ada@example.com", "Grace, grace@example.com". Did you mean "Ada, ada@example.com"? To fix, select one of those.
                NavigationStack
                  ContactsTable  @State selected=2
                    Table columns: "Name", "Email" selection=2  .navigationTitle("Contacts")
                      TableRow
                        Text "Ada"
                        Text "ada@example.com"
                      TableRow
                        Text "Grace"
                        Text "grace@example.com"

                """#)
        #expect(run.errors == "" && run.status == 1)
    }
}
