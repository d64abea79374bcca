/// Stands for the modified view inside the content closure of `phaseAnimator` and `keyframeAnimator`.
public struct PlaceholderContentView<Value>: View {
    public typealias Body = Never

    let content: any View
}

extension PlaceholderContentView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(content, key: .index(0))
    }
}

/// A view animated through phases or keyframes, shown headless at its first phase or initial value.
struct _AnimatedContent<Result: View>: View {
    typealias Body = Never

    let attribute: String
    let content: Result
}

extension _AnimatedContent: PrimitiveView {
    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [attribute]
        children.append(content, key: .index(0))
    }
}
