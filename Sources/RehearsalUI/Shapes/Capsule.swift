/// A rectangle whose short sides are half circles.
public struct Capsule: BuiltInShape, Sendable {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }

    var shapeSummary: String { "" }
    /// How the shape was written when it was a static member (`.circle`), to print it the same way.
    var memberSpelling: String?

    var shapeCall: String { memberSpelling ?? "Capsule()" }
}

extension Capsule: Shape {
    public typealias Body = Never
}

extension Capsule: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) { updateShape(node) }
}
