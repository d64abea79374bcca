/// A rectangle whose corners each have their own radius.
public struct UnevenRoundedRectangle: BuiltInShape, Sendable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(rect) }

    var shapeSummary: String { cornerRadii.description }
    var shapeCall: String { "UnevenRoundedRectangle(cornerRadii: \(cornerRadii))" }
}

extension UnevenRoundedRectangle: Shape {
    public typealias Body = Never
}

extension UnevenRoundedRectangle: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) { updateShape(node) }
}

/// The radius of each corner of a rectangle.
public struct RectangleCornerRadii: Hashable, Sendable, CustomStringConvertible {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat

    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) =
            (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }

    public var description: String {
        AttributeText.call(
            ".init",
            [
                ("topLeading", topLeading == 0 ? nil : LayoutNumber.format(topLeading)),
                ("bottomLeading", bottomLeading == 0 ? nil : LayoutNumber.format(bottomLeading)),
                ("bottomTrailing", bottomTrailing == 0 ? nil : LayoutNumber.format(bottomTrailing)),
                ("topTrailing", topTrailing == 0 ? nil : LayoutNumber.format(topTrailing)),
            ])
    }
}
