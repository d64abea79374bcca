/// A rectangle with rounded corners.
public struct RoundedRectangle: BuiltInShape, Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }

    var shapeSummary: String {
        cornerSize.width == cornerSize.height
            ? "cornerRadius=\(LayoutNumber.format(cornerSize.width))"
            : "cornerSize=\(LayoutNumber.format(cornerSize.width))x\(LayoutNumber.format(cornerSize.height))"
    }

    /// How the shape was written when it was a static member (`.rect(cornerRadius: 8)`).
    var memberSpelling: String?

    var shapeCall: String {
        if let memberSpelling { return memberSpelling }
        return cornerSize.width == cornerSize.height
            ? "RoundedRectangle(cornerRadius: \(LayoutNumber.format(cornerSize.width)))"
            : "RoundedRectangle(cornerSize: CGSize(width: \(LayoutNumber.format(cornerSize.width)), height: "
                + "\(LayoutNumber.format(cornerSize.height))))"
    }
}

extension RoundedRectangle: Shape {
    public typealias Body = Never
}

extension RoundedRectangle: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) { updateShape(node) }
}
