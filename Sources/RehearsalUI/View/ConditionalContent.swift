/// One of two views chosen by an `if`/`else` or a `switch`; each branch has its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    /// The branch that was taken.
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let storage: Storage

    public init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        switch storage {
        case .trueContent(let view): children.append(view, key: .branch(true))
        case .falseContent(let view): children.append(view, key: .branch(false))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        if case .some(let view) = self { children.append(view, key: .branch(true)) }
    }
}
