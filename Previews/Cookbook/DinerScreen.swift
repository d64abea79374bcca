import RehearsalUI

/// A diner in three columns whose destinations are presented by bindings: the sidebar's
/// `navigationDestination(isPresented:)` shows the specials in the content column, and the specials'
/// `navigationDestination(item:)` shows a table's order in the detail column, as links in those columns would.
struct DinerScreen: View {
    @State private var showsSpecials = false

    var body: some View {
        NavigationSplitView {
            Button("Specials") { showsSpecials = true }
                .navigationTitle("Diner")
                .navigationDestination(isPresented: $showsSpecials) { DinerSpecials() }
        } content: {
            Text("Pick a section")
        } detail: {
            Text("Pick a table")
        }
    }
}

/// The specials, in the content column: a table button presents its order in the detail column.
struct DinerSpecials: View {
    @State private var table: Int?

    var body: some View {
        Button("Table 4") { table = 4 }
            .navigationTitle("Specials")
            .navigationDestination(item: $table) { table in
                Text("Soup for table \(table)").navigationTitle("Table \(table)")
            }
    }
}

#Preview("Specials") {
    DinerScreen()
}

#Preview("Specials, regular width") {
    DinerScreen().environment(\.horizontalSizeClass, .regular)
}
