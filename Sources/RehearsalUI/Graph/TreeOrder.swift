/// Orders nodes as the tree does: shallower first, and at the same depth in the order they appear on screen.
///
/// The graph updates the nodes one change invalidated in this order. Observation calls the trackings of
/// one property in the order of a hash-seeded set, so the order of invalidations differs from process to
/// process; the tree's own order does not. A node's position is the path of its and its ancestors'
/// indices among their siblings; each parent's index table is built once per call.
@MainActor enum TreeOrder {
    static func sorted(_ nodes: [GraphNode]) -> [GraphNode] {
        guard nodes.count > 1 else { return nodes }
        var indexTables: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]
        func index(of node: GraphNode) -> Int {
            guard let parent = node.parent else { return 0 }
            let key = ObjectIdentifier(parent)
            if indexTables[key] == nil {
                var table: [ObjectIdentifier: Int] = [:]
                table.reserveCapacity(parent.children.count)
                for (position, child) in parent.children.enumerated() { table[ObjectIdentifier(child)] = position }
                indexTables[key] = table
            }
            // A node no longer among its parent's children (it left the tree) goes last; it is skipped anyway.
            return indexTables[key]?[ObjectIdentifier(node)] ?? Int.max
        }
        let positioned = nodes.map { node -> (node: GraphNode, path: [Int]) in
            var path: [Int] = []
            var current = node
            while let parent = current.parent {
                path.append(index(of: current))
                current = parent
            }
            // The window's tree comes before the app's commands (a root of their own: `ViewGraph.commandsRoot`).
            path.append(current.key == .slot("commands") ? 1 : 0)
            return (node, path.reversed())
        }
        return positioned.sorted { lhs, rhs in
            if lhs.node.depth != rhs.node.depth { return lhs.node.depth < rhs.node.depth }
            return lhs.path.lexicographicallyPrecedes(rhs.path)
        }.map(\.node)
    }
}
