import Testing
import VirtualTime

@testable import RehearsalUI

/// A split view with a stack in a column and value links in its leading columns, as apps write it.
@MainActor @Suite struct SplitColumnStackBreadthTests {
    struct Columns: View {
        @State private var path = NavigationPath()
        @State private var visibility = NavigationSplitViewVisibility.automatic
        @State private var column = NavigationSplitViewColumn.sidebar

        var body: some View {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
                List {
                    NavigationLink("One", value: 1)
                    NavigationLink("Text") { Text("Pushed") }
                }
                .navigationDestination(for: Int.self) { Text("Number \($0)") }
                .navigationSplitViewColumnWidth(200)
            } content: {
                Text("Content")
                    .navigationSplitViewColumnWidth(min: 100, ideal: 200, max: 300)
            } detail: {
                NavigationStack(path: $path) {
                    Text("Detail")
                        .navigationDestination(for: String.self) { Text($0) }
                }
            }
            .navigationSplitViewStyle(.balanced)
        }
    }

    @Test("A split view with a stack in its detail column compiles and mounts") func mounts() {
        withVirtualTime { _ in
            let graph = ViewGraph()
            graph.mount(Columns())
            graph.flush()
            #expect(graph.diagnostics.isEmpty)
        }
    }
}
