/// Applies a `PreviewModifier` to a preview's content; structural, so it leaves no line in the tree.
///
/// Public only because it is the type of a wrapped preview; sessions make it through `PreviewModifier.wrap`.
public struct _PreviewModifierHost<Modifier: PreviewModifier>: View {
    public typealias Body = Never

    let modifier: Modifier
    let context: Modifier.Context
    let content: any View
}

extension _PreviewModifierHost: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(modifier.body(content: PreviewModifierContent(), context: context), key: .index(0))
    }
}

/// Lets `PreviewModifierContent` find the content of the preview modifier that encloses it.
@MainActor protocol PreviewModifierHost {
    var previewContent: any View { get }
}

extension _PreviewModifierHost: PreviewModifierHost {
    var previewContent: any View { content }
}
