/// A circle centred in its frame.
public struct Circle: BuiltInShape, Sendable {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    var shapeSummary: String { "" }
    /// How the shape was written when it was a static member (`.circle`), to print it the same way.
    var memberSpelling: String?

    var shapeCall: String { memberSpelling ?? "Circle()" }
}

extension Circle: Shape {
    public typealias Body = Never
}

extension Circle: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) { updateShape(node) }
}
