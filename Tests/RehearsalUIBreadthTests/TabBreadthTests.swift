import Testing
import VirtualTime

@testable import RehearsalUI

/// One short use of each tab API of issue 11's second part: badges, sections and a paged tab view.
@MainActor @Suite struct TabBreadthTests {
    struct Tabs: View {
        @State private var selection = 0

        var body: some View {
            TabView(selection: $selection) {
                Tab("Home", systemImage: "house", value: 0) { Text("Home") }
                    .badge(2)
                TabSection("More") {
                    Tab("Books", systemImage: "book", value: 1) { Text("Books") }
                        .badge("New")
                    Tab("Notes", systemImage: "note", value: 2) { Text("Notes") }
                        .badge(Text("9+"))
                }
                TabSection {
                    Tab("Settings", systemImage: "gear", value: 3) { Text("Settings") }
                } header: {
                    Label("System", systemImage: "gear")
                }
            }
            .tabViewStyle(.sidebarAdaptable)
            TabView {
                Text("One").tabItem { Text("One") }.badge(1)
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
        }
    }

    @Test("Every tab API compiles and mounts") func mounts() {
        withVirtualTime { _ in
            let graph = ViewGraph()
            graph.mount(Tabs())
            graph.flush()
            #expect(graph.diagnostics.isEmpty)
        }
    }
}
