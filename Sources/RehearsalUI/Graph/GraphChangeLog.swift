/// The nodes whose content, reads or place in the tree may have changed since a consumer last took them.
///
/// A graph with a log notes every node it updates (a mount, a re-evaluation, a primitive's update), every
/// node stamped as changed (`GraphNode.touch()`: its element, attributes, view value, children, a `@State`
/// write) and every node that leaves the tree. A consumer that keeps facts per node (the teaching recorder's
/// `ScreenIndex`) takes the log after each step and refreshes the facts of those nodes only. Each node is
/// listed once per take, in the order first noted; the log holds the nodes until they are taken, so a node
/// that left the tree is still valid to look at.
///
/// Whether a node is listed is a flag on the node (`GraphNode.isInChangeLog`), not a set: a screen that opens
/// notes every one of its nodes. A graph has one log at a time; the one it replaces is emptied
/// (`ViewGraph.changeLog`), so no flag outlives its log.
@MainActor package final class GraphChangeLog {
    @exclusivity(unchecked) private var nodes: [GraphNode] = []

    package init() {}

    /// Whether nothing was noted since the last take.
    package var isEmpty: Bool { nodes.isEmpty }

    func note(_ node: GraphNode) {
        guard !node.isInChangeLog else { return }
        node.isInChangeLog = true
        nodes.append(node)
    }

    /// The nodes noted since the last take, each once; empties the log.
    package func take() -> [GraphNode] {
        let taken = nodes
        nodes = []
        for node in taken { node.isInChangeLog = false }
        return taken
    }
}
