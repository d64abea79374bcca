/// A path is a shape (`Path { ... }.stroke(.red)`); the tree prints it as `Path` with its element count.
extension Path: Shape {
    public typealias Body = Never

    public func path(in rect: CGRect) -> Path { self }
}

extension Path: BuiltInShape {
    var shapeSummary: String { "elements=\(elementCount)" }
    var shapeCall: String { "Path()" }
}

extension Path: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) { updateShape(node) }
}
