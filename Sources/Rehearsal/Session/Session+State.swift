import RehearsalUI

extension Session {
    /// Lists every custom view on screen with the state it owns and the environment it reads, nested as
    /// the views are.
    func stateListing(json: Bool, graph: ViewGraph) -> String {
        let owners = StateOwners.collect(graph)
        if json {
            return JSONValue.array(owners.map { owner in
                .object([
                    ("view", .string(owner.view)), ("depth", .number(Double(owner.depth))),
                    ("properties", .array(owner.properties.map { property in
                        .object([("wrapper", .string(property.wrapper)), ("value", .string(property.text))])
                    })),
                ])
            }).serialized()
        }
        if owners.isEmpty { return "no custom views on screen" }
        return owners.map { owner in
            let indent = String(repeating: "  ", count: owner.depth)
            var node = SnapshotNode(name: owner.view)
            node.properties = owner.properties
            return indent + TreeRenderer.line(for: node)
        }.joined(separator: "\n")
    }
}

/// The custom views of a graph with their dynamic properties, in tree order.
@MainActor enum StateOwners {
    struct Owner {
        var view: String
        var depth: Int
        var properties: [PropertyDescription]
    }

    static func collect(_ graph: ViewGraph) -> [Owner] {
        var owners: [Owner] = []
        guard let root = graph.root else { return owners }
        visit(root, depth: 0, into: &owners)
        return owners
    }

    private static func visit(_ node: GraphNode, depth: Int, into owners: inout [Owner]) {
        var childDepth = depth
        if node.kind == .custom {
            owners.append(Owner(view: node.typeName, depth: depth, properties: DynamicProperties.describe(node.view, node: node)))
            childDepth += 1
        }
        for child in node.children { visit(child, depth: childDepth, into: &owners) }
    }
}
