/// Applies a `PreviewModifier` to a preview's content; structural, so it leaves no line in the tree.
///
/// Not generic on purpose: a session that swaps one stub for another keeps the same root type, so the graph
/// updates the tree in place, and when both stubs' bodies have the same shape (`content.environment(...)`),
/// the previewed views keep their state. Public only because it is the type of a wrapped preview.
public struct _PreviewModifierHost: View {
    public typealias Body = Never

    let modifier: any PreviewModifier
    let context: Any
    let content: any View

    /// The modifier's body around a `PreviewModifierContent` that stands for `content`.
    @MainActor func modifiedContent() -> any View {
        let modifier: any PreviewModifier = self.modifier
        return Self.body(of: modifier, context: context)
    }

    private static func body<Modifier: PreviewModifier>(of modifier: Modifier, context: Any) -> any View {
        guard let context = context as? Modifier.Context else {
            preconditionFailure(
                "\(Modifier.self) received a context of type \(type(of: context)), not \(Modifier.Context.self)")
        }
        return modifier.body(content: PreviewModifierContent(), context: context)
    }
}

extension _PreviewModifierHost: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(modifiedContent(), key: .index(0))
    }
}
