import Testing
import VirtualTime

@testable import RehearsalUI

/// One short use of each split view initialiser and its column types, in ordinary SwiftUI spelling.
@MainActor @Suite struct NavigationSplitBreadthTests {
    struct Splits: View {
        @State private var visibility = NavigationSplitViewVisibility.all
        @State private var column = NavigationSplitViewColumn.detail
        @State private var selection: String?

        var body: some View {
            NavigationSplitView(preferredCompactColumn: $column) {
                List(["A"], id: \.self, selection: $selection) { Text($0) }
            } detail: {
                Text(selection ?? "None")
            }
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
            NavigationSplitView(preferredCompactColumn: $column) {
                Text("Sidebar")
            } content: {
                Text("Content")
            } detail: {
                Text("Detail")
            }
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
                Text("Sidebar")
            } content: {
                Text("Content")
            } detail: {
                Text("Detail")
            }
            .onAppear {
                column = .content
                visibility = .doubleColumn
            }
        }
    }

    @Test("Every split view initialiser compiles and mounts") func mounts() {
        withVirtualTime { _ in
            let graph = ViewGraph()
            graph.mount(Splits())
            graph.flush()
            #expect(graph.diagnostics.isEmpty)
        }
    }
}
