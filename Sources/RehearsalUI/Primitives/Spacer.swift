/// Flexible space in a stack; it shows nothing and has no accessibility element.
public struct Spacer {
    let minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View {
    public typealias Body = Never
}

extension Spacer: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.setElement(Element("Spacer", minLength.map { "minLength=\(LayoutNumber.format($0))" } ?? ""))
    }
}
