import Testing
import VirtualTime

@testable import RehearsalUI

/// Several values pushed in one update: only the top screen appears, as in SwiftUI.
@MainActor @Suite struct MultiplePushTests {
    final class Log {
        var events: [String] = []
    }

    struct Stack: View {
        let log: Log
        @State private var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                Button("Deep link") { path = [1, 2, 3] }
                    .navigationDestination(for: Int.self) { value in
                        Text("Screen \(value)")
                            .onAppear { log.events.append("\(value) appears") }
                            .onDisappear { log.events.append("\(value) disappears") }
                            .task { log.events.append("\(value) task") }
                    }
            }
        }
    }

    @Test("Pushing three values at once runs only the top screen's onAppear and task; back uncovers the next")
    func onlyTheTopAppears() throws {
        try withVirtualTime { scheduler in
            let log = Log()
            let screen = DrivenScreen(Stack(log: log))
            try screen.interactor.tap(screen.target("\"Deep link\""))
            screen.settle(scheduler)
            #expect(log.events == ["3 appears", "3 task"])
            #expect(screen.path == "NavigationStack path=[1, 2, 3]")
            try screen.interactor.back()
            screen.settle(scheduler)
            #expect(log.events == ["3 appears", "3 task", "3 disappears", "2 appears", "2 task"])
        }
    }
}
