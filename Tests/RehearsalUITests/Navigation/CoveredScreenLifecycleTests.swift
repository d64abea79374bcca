import Testing

@testable import RehearsalUI

/// A screen covered by a pushed screen, or in a tab that is not selected, keeps its state but disappears.
@MainActor @Suite struct CoveredScreenLifecycleTests {
    final class Log {
        var events: [String] = []
    }

    struct Stack: View {
        let log: Log
        @State private var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .onAppear { log.events.append("root appears") }
                    .onDisappear { log.events.append("root disappears") }
                    .navigationDestination(for: Int.self) { value in
                        Text("Detail \(value)")
                            .onAppear { log.events.append("detail \(value) appears") }
                            .onDisappear { log.events.append("detail \(value) disappears") }
                    }
                Button("Push") { path.append(1) }
            }
        }
    }

    struct Tabs: View {
        let log: Log
        @State private var tab = 0

        var body: some View {
            TabView(selection: $tab) {
                Tab("First", systemImage: "1.circle", value: 0) {
                    Text("First").onAppear { log.events.append("first appears") }
                        .onDisappear { log.events.append("first disappears") }
                }
                Tab("Second", systemImage: "2.circle", value: 1) {
                    Text("Second").onAppear { log.events.append("second appears") }
                        .onDisappear { log.events.append("second disappears") }
                }
            }
        }
    }

    @Test("Pushing covers the root (it disappears); going back uncovers it (it appears again)")
    func pushAndPop() throws {
        let log = Log()
        let graph = ViewGraph()
        graph.mount(Stack(log: log))
        let interactor = Interactor(graph: graph)
        try interactor.tap(TargetQuery(role: "button", label: "Push"))
        try interactor.back()
        #expect(
            log.events == [
                "root appears", "root disappears", "detail 1 appears", "detail 1 disappears", "root appears",
            ])
    }

    @Test("Switching tabs: the tab left disappears and appears again when selected, with no double disappear")
    func tabSwitches() throws {
        let log = Log()
        let graph = ViewGraph()
        graph.mount(Tabs(log: log))
        let interactor = Interactor(graph: graph)
        try interactor.selectTab("Second")
        try interactor.selectTab("First")
        graph.unmount()
        #expect(
            log.events == [
                "first appears", "first disappears", "second appears", "second disappears", "first appears",
                "first disappears",
            ])
    }
}
