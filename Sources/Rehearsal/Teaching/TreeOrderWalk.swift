import RehearsalUI

/// Puts many nodes of one tree in tree order by walking down to them, as ``GraphWalk/inTreeOrder(_:)`` orders
/// them (a node before its descendants, siblings in order), in time proportional to the nodes and to the
/// children of their ancestors.
@MainActor enum TreeOrderWalk {
    /// Below this many nodes, sorting them by their paths is as cheap.
    static let minimumCount = 256

    /// The nodes in tree order, or `nil` when the walk would not be cheaper than sorting (the ancestors have
    /// many more children than there are nodes) or cannot find them all (nodes of two trees, repeated nodes).
    static func ordered(_ nodes: [GraphNode]) -> [GraphNode]? {
        var wanted = Set<ObjectIdentifier>(minimumCapacity: nodes.count)
        for node in nodes { wanted.insert(ObjectIdentifier(node)) }
        guard wanted.count == nodes.count else { return nil }
        // The ancestors of the nodes, each once, and the children a walk through them looks at.
        var ancestors = Set<ObjectIdentifier>()
        var root: GraphNode?
        var visits = 0
        for node in nodes {
            var current = node
            var reachedRoot = true
            while let parent = current.parent {
                guard ancestors.insert(ObjectIdentifier(parent)).inserted else {
                    reachedRoot = false
                    break
                }
                visits += parent.children.count
                current = parent
            }
            guard reachedRoot else { continue }
            if let root, root !== current { return nil }
            root = current
        }
        guard let root, visits <= 8 * nodes.count else { return nil }
        var result: [GraphNode] = []
        result.reserveCapacity(nodes.count)
        var stack = [root]
        while let node = stack.popLast() {
            let id = ObjectIdentifier(node)
            if wanted.contains(id) { result.append(node) }
            guard ancestors.contains(id) else { continue }
            for child in node.children.reversed() {
                let childID = ObjectIdentifier(child)
                if wanted.contains(childID) || ancestors.contains(childID) { stack.append(child) }
            }
        }
        return result.count == nodes.count ? result : nil
    }
}
