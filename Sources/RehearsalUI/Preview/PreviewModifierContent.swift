/// Stands for the previewed content inside a `PreviewModifier`'s `body(content:context:)`.
///
/// Like a custom modifier's content, it finds what it stands for through its nearest enclosing preview
/// modifier host in the graph, and passes on the environment the modifier's body set around it.
public struct PreviewModifierContent: View {
    public typealias Body = Never

    package init() {}
}

extension PreviewModifierContent: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        var ancestor = node.parent
        while let current = ancestor {
            if let host = current.view as? _PreviewModifierHost {
                children.append(host.content, key: .index(0))
                return
            }
            ancestor = current.parent
        }
    }
}
