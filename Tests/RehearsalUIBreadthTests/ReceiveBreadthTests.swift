import Testing
import VirtualTime

@testable import RehearsalUI

/// One short use of `onReceive` with each publisher apps feed it without Combine on Linux.
@MainActor @Suite struct ReceiveBreadthTests {
    final class Model: ObservableObject {
        @Published var name = ""
        let saved = PassthroughSubject<Void, Never>()
    }

    struct Receiving: View {
        @ObservedObject var model: Model
        @State private var log: [String] = []

        var body: some View {
            Text(log.joined(separator: ", "))
                .onReceive(model.$name) { log.append($0) }
                .onReceive(model.saved) { log.append("saved") }
                .onReceive(model.objectWillChange) { log.append("change") }
                .onReceive(Just(1)) { log.append("\($0)") }
        }
    }

    @Test("Every onReceive form compiles and mounts") func mounts() {
        withVirtualTime { _ in
            let graph = ViewGraph()
            graph.mount(Receiving(model: Model()))
            graph.flush()
            #expect(graph.diagnostics.isEmpty)
        }
    }
}
