/// A shape changed by a shape modifier (`trim`, `inset`, `rotation`, `offset`, `scale`): still a shape, so
/// it fills and strokes; the tree prints the base shape with the modifiers as attributes.
public struct _ModifiedShape<Base: Shape>: Shape {
    public typealias Body = Never

    let base: Base
    let calls: [String]

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    func adding(_ call: String) -> _ModifiedShape<Base> { _ModifiedShape(base: base, calls: calls + [call]) }
}

extension _ModifiedShape: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        if let builtIn = base as? any BuiltInShape {
            var element = Element(ViewTypeName.of(Base.self), builtIn.shapeSummary)
            element.attributes = calls
            node.element = element
        } else {
            var element = Element(ViewTypeName.of(Base.self))
            element.attributes = calls
            node.element = element
        }
    }
}

extension Shape {
    /// Keeps the part of the outline between two fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _ModifiedShape<Self> {
        modified(
            AttributeText.call(
                ".trim",
                [
                    ("from", startFraction == 0 ? nil : LayoutNumber.format(startFraction)),
                    ("to", endFraction == 1 ? nil : LayoutNumber.format(endFraction)),
                ]))
    }

    /// Insets the shape by an amount on every side.
    public func inset(by amount: CGFloat) -> _ModifiedShape<Self> {
        modified(".inset(by: \(LayoutNumber.format(amount)))")
    }

    /// Rotates the shape.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _ModifiedShape<Self> {
        modified(".rotation(\(angle))")
    }

    /// Moves the shape.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedShape<Self> {
        modified(
            AttributeText.call(
                ".offset", [("x", x == 0 ? nil : LayoutNumber.format(x)), ("y", y == 0 ? nil : LayoutNumber.format(y))])
        )
    }

    /// Moves the shape by a size.
    public func offset(_ offset: CGSize) -> _ModifiedShape<Self> { self.offset(x: offset.width, y: offset.height) }

    /// Scales the shape.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ModifiedShape<Self> {
        modified(".scale(x: \(LayoutNumber.format(x)), y: \(LayoutNumber.format(y)))")
    }

    /// Scales the shape evenly.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ModifiedShape<Self> {
        modified(".scale(\(LayoutNumber.format(scale)))")
    }

    /// Applies an affine transform to the shape.
    public func transform(_ transform: CGAffineTransform) -> _ModifiedShape<Self> { modified(".transform") }

    /// Strokes the outline with a stroke style in the foreground style.
    public func stroke(style: StrokeStyle) -> some View {
        attribute(".stroke(style: StrokeStyle(lineWidth: \(LayoutNumber.format(style.lineWidth))))")
    }

    /// Strokes the outline inside the shape's frame with a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        attribute(
            ".strokeBorder(\(AttributeText.value(content)), lineWidth: \(LayoutNumber.format(style.lineWidth)))")
    }

    /// Strokes the outline inside the shape's frame in the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        attribute(
            AttributeText.call(".strokeBorder", [("lineWidth", lineWidth == 1 ? nil : LayoutNumber.format(lineWidth))]))
    }

    private func modified(_ call: String) -> _ModifiedShape<Self> {
        if let shape = self as? _ModifiedShape<Self> { return shape.adding(call) }
        return _ModifiedShape(base: self, calls: [call])
    }
}

extension _ModifiedShape {
    /// Keeps the part of the outline between two fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _ModifiedShape<Base> {
        adding(
            AttributeText.call(
                ".trim",
                [
                    ("from", startFraction == 0 ? nil : LayoutNumber.format(startFraction)),
                    ("to", endFraction == 1 ? nil : LayoutNumber.format(endFraction)),
                ]))
    }

    /// Rotates the shape.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _ModifiedShape<Base> {
        adding(".rotation(\(angle))")
    }

    /// Insets the shape by an amount on every side.
    public func inset(by amount: CGFloat) -> _ModifiedShape<Base> {
        adding(".inset(by: \(LayoutNumber.format(amount)))")
    }
}
