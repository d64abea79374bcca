/// A 2D outline that fills or strokes as a view: `RoundedRectangle(cornerRadius: 12).fill(.blue)`.
///
/// Built-in shapes print with their parameters (`RoundedRectangle cornerRadius=12`); a custom shape prints
/// as its type name, its `path(in:)` is never drawn.
public protocol Shape: Sendable, Animatable, View {
    /// The outline of the shape in a rectangle.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A custom shape is shown by a view that draws it, which the tree leaves out (the shape's own node
    /// names it).
    public var body: _ShapeView<Self> { _ShapeView(shape: self) }

    /// Fills the shape; the style is kept as an attribute.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        attribute(AttributeText.call(".fill", [(nil, AttributeText.value(content))]))
    }

    /// Strokes the outline; the style and width are kept as an attribute.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        attribute(
            AttributeText.call(
                ".stroke",
                [
                    (nil, AttributeText.value(content)),
                    ("lineWidth", lineWidth == 1 ? nil : LayoutNumber.format(lineWidth)),
                ]
            ))
    }

    /// Strokes the outline with a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        attribute(
            AttributeText.call(
                ".stroke", [(nil, AttributeText.value(content)), ("lineWidth", LayoutNumber.format(style.lineWidth))]))
    }

    /// Strokes the outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        attribute(AttributeText.call(".stroke", [("lineWidth", lineWidth == 1 ? nil : LayoutNumber.format(lineWidth))]))
    }

    /// Strokes the outline inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        attribute(
            AttributeText.call(
                ".strokeBorder",
                [
                    (nil, AttributeText.value(content)),
                    ("lineWidth", lineWidth == 1 ? nil : LayoutNumber.format(lineWidth)),
                ]
            ))
    }

    /// The shape as written in code, for attributes such as `.contentShape(Rectangle())`.
    package var callDescription: String {
        (self as? any BuiltInShape)?.shapeCall ?? ViewTypeName.of(Self.self) + "()"
    }
}

/// The view that stands for a custom shape; it adds nothing to the tree.
public struct _ShapeView<Content: Shape>: View {
    public typealias Body = Never

    let shape: Content
}

extension _ShapeView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {}
}

/// A shape Rehearsal knows, printed with its parameters.
protocol BuiltInShape {
    /// The tree's summary: `cornerRadius=12`.
    var shapeSummary: String { get }
    /// The shape as code: `RoundedRectangle(cornerRadius: 12)`.
    var shapeCall: String { get }
}

extension BuiltInShape where Self: Shape {
    @MainActor func updateShape(_ node: GraphNode) {
        node.element = Element(ViewTypeName.of(Self.self), shapeSummary)
    }
}

/// How a shape is filled; kept for the spelling of `fill(_:style:)`.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How an outline is stroked.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Whether rounded corners are circular arcs or continuous curves.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}
