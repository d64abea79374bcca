import RehearsalUI

/// An empty view that records the environment it is given, to learn what a stub environment injects.
struct EnvironmentProbe: View {
    typealias Body = Never

    let sink: Sink

    /// Receives the names of the environment keys and objects set around the probe.
    @MainActor final class Sink {
        var names: [String] = []
    }
}

extension EnvironmentProbe: PrimitiveView {
    func update(_ node: GraphNode, _ children: inout ChildList) {
        // Only what the stub set: the graph's own root values (its edit mode) are not the stub's.
        let root = Set(node.graph.rootEnvironment.setNames)
        sink.names = node.environment.setNames.filter { !root.contains($0) }
    }
}
