import Testing
import VirtualTime

@testable import RehearsalUI

/// One short use of each navigation API of issue 11, in ordinary SwiftUI spelling: a missing overload
/// fails the build.
@MainActor @Suite struct NavigationBreadthTests {
    struct Item: Identifiable, Hashable {
        let id: Int
    }

    struct Navigating: View {
        @State private var active = false
        @State private var selection: Int?
        @State private var item: Item?
        @State private var tab = 0
        var body: some View {
            TabView(selection: $tab) {
                NavigationView {
                    List {
                        NavigationLink(destination: Text("Detail")) { Text("Label") }
                        NavigationLink("Title", destination: Text("Detail"))
                        NavigationLink(destination: Text("Active"), isActive: $active) { Text("Active") }
                        NavigationLink(destination: Text("Tagged"), tag: 1, selection: $selection) { Text("Tagged") }
                    }
                    .navigationDestination(isPresented: $active) { Text("Pushed") }
                    .navigationDestination(item: $item) { item in Text("\(item.id)") }
                }
                .navigationViewStyle(.stack)
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
                NavigationSplitView {
                    List(selection: $selection) { Text("Row").tag(1) }
                } content: {
                    Text("Content")
                } detail: {
                    Text("Detail")
                }
                .tabItem { Text("Split") }
                .tag(1)
            }
        }
    }

    struct Tabs: View {
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Text("Home") }
                Tab("Books", systemImage: "book") { Text("Books") }
            }
            .tabViewStyle(.sidebarAdaptable)
            TabView { Text("Page") }.tabViewStyle(.page)
            TabView { Text("Page") }.tabViewStyle(.page(indexDisplayMode: .never))
        }
    }

    @Test("Every navigation API compiles and mounts") func mounts() {
        withVirtualTime { _ in
            for view in [AnyView(Navigating()), AnyView(Tabs())] {
                let graph = ViewGraph()
                graph.mount(view)
                graph.flush()
                #expect(graph.diagnostics.isEmpty)
            }
        }
    }
}
