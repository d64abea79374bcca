package import RehearsalUI

/// Walks a graph's mounted nodes in tree order (parents before children, children in order).
@MainActor package enum GraphWalk {
    package static func nodes(_ graph: ViewGraph) -> [GraphNode] {
        guard let root = graph.root else { return [] }
        var result: [GraphNode] = []
        var stack = [root]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// Sorts some of a graph's nodes as ``nodes(_:)`` lists them: a node before its descendants, siblings in order.
    package static func inTreeOrder(_ nodes: [GraphNode]) -> [GraphNode] {
        guard nodes.count > 1 else { return nodes }
        // Many nodes (every node of a screen that just opened): a walk of the subtrees that hold them costs what
        // they are; sorting them by their paths costs an array per node and a comparison of paths per step.
        if nodes.count >= TreeOrderWalk.minimumCount, let walked = TreeOrderWalk.ordered(nodes) { return walked }
        // Each path from the node up to the root, compared from the root down without being copied in that order.
        let positioned = nodes.map { node -> (node: GraphNode, path: [Int]) in
            var path: [Int] = []
            path.reserveCapacity(node.depth)
            var current = node
            while let parent = current.parent {
                path.append(current.index)
                current = parent
            }
            return (node, path)
        }
        return positioned.sorted { $0.path.reversed().lexicographicallyPrecedes($1.path.reversed()) }.map(\.node)
    }

    /// The custom view a node belongs to, by name: itself if custom, or the custom view whose body made it.
    package static func ownerName(_ node: GraphNode) -> String {
        (node.kind == .custom ? node : node.owningCustomView)?.typeName ?? node.typeName
    }

    /// The owner of a `@State` as a learner knows it: a custom view's name, or for the state a built-in modifier
    /// keeps, the modifier and its view (`.searchable in ShelfScreen`).
    package static func stateOwnerName(_ node: GraphNode) -> String {
        guard node.kind != .custom, let modifier = node.appliedModifier else { return node.typeName }
        var name = ShortTypeName.of(type(of: modifier))
        if name.hasSuffix("Modifier") { name.removeLast("Modifier".count) }
        let spelled = "." + (name.first.map { $0.lowercased() + name.dropFirst() } ?? name)
        return node.owningCustomView.map { "\(spelled) in \($0.typeName)" } ?? spelled
    }

    /// The identity of a node, printed, as evaluation records print it.
    package static func identity(_ node: GraphNode) -> String {
        node.identity.map(\.description).joined(separator: "/")
    }

    /// Names in first-seen order, each once, with a count when it appears more than once: `Row ×3`.
    package nonisolated static func counted(_ names: [String]) -> [String] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for name in names {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) ×\(counts[$0]!)" : $0 }
    }
}
