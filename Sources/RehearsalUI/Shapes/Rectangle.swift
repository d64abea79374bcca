/// A rectangle.
public struct Rectangle: BuiltInShape, Sendable {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }

    var shapeSummary: String { "" }
    var shapeCall: String { "Rectangle()" }
}

extension Rectangle: Shape {
    public typealias Body = Never
}

extension Rectangle: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) { updateShape(node) }
}
