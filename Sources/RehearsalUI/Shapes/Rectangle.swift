/// A rectangle.
public struct Rectangle: BuiltInShape, Sendable {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }

    var shapeSummary: String { "" }
    /// How the shape was written when it was a static member (`.circle`), to print it the same way.
    var memberSpelling: String?

    var shapeCall: String { memberSpelling ?? "Rectangle()" }
}

extension Rectangle: Shape {
    public typealias Body = Never
}

extension Rectangle: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) { updateShape(node) }
}
