extension GraphNode {
    /// Whether the node holds part of the app's menu commands (`ViewGraph.commandsRoot`), not the window.
    package var isInCommands: Bool {
        var node = self
        while let parent = node.parent { node = parent }
        return node === graph.commandsRoot
    }
}
