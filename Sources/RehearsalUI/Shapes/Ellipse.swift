/// An ellipse filling its frame.
public struct Ellipse: BuiltInShape, Sendable {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    var shapeSummary: String { "" }
    /// How the shape was written when it was a static member (`.circle`), to print it the same way.
    var memberSpelling: String?

    var shapeCall: String { memberSpelling ?? "Ellipse()" }
}

extension Ellipse: Shape {
    public typealias Body = Never
}

extension Ellipse: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) { updateShape(node) }
}
