/// The shapes as static members, `.rect(cornerRadius: 8)`, `.capsule`, `.circle`, printed as written.
extension Shape where Self == Rectangle {
    public static var rect: Rectangle {
        var shape = Rectangle()
        shape.memberSpelling = ".rect"
        return shape
    }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        var shape = RoundedRectangle(cornerRadius: cornerRadius, style: style)
        shape.memberSpelling = ".rect(cornerRadius: \(LayoutNumber.format(cornerRadius)))"
        return shape
    }

    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        var shape = RoundedRectangle(cornerSize: cornerSize, style: style)
        shape.memberSpelling =
            ".rect(cornerSize: CGSize(width: \(LayoutNumber.format(cornerSize.width)), height: "
            + "\(LayoutNumber.format(cornerSize.height))))"
        return shape
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    public static func rect(
        cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    )
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule {
        var shape = Capsule()
        shape.memberSpelling = ".capsule"
        return shape
    }

    public static func capsule(style: RoundedCornerStyle) -> Capsule {
        var shape = Capsule(style: style)
        shape.memberSpelling = ".capsule(style: .\(style))"
        return shape
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle {
        var shape = Circle()
        shape.memberSpelling = ".circle"
        return shape
    }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse {
        var shape = Ellipse()
        shape.memberSpelling = ".ellipse"
        return shape
    }
}
