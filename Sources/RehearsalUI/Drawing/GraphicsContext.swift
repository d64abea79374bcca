/// What a `Canvas` renderer draws into. Rehearsal draws no pixels: each call is counted by its name, and the
/// canvas prints the counts (`Canvas fill×2 stroke×1 draw×1`), so a test sees that the renderer ran.
public struct GraphicsContext {
    /// The counts of the drawing calls made so far, shared by the copies a renderer makes.
    final class Log {
        var counts: [String: Int] = [:]
        var order: [String] = []

        func record(_ name: String) {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
    }

    let log: Log
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var transform: CGAffineTransform = .identity

    init(log: Log) { self.log = log }

    /// How a shape is filled or stroked.
    public struct Shading: Sendable {
        let description: String

        public static func color(_ color: Color) -> Shading { Shading(description: color.description) }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(description: "\(style)") }
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading { Shading(description: "linearGradient") }
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading { Shading(description: "radialGradient") }
        public static var foreground: Shading { Shading(description: "foreground") }
    }

    /// How a gradient repeats past its ends.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A text prepared for drawing.
    public struct ResolvedText {
        let text: Text
        public var shading: Shading = .foreground
        public func measure(in size: CGSize) -> CGSize { .zero }
    }

    /// An image prepared for drawing.
    public struct ResolvedImage {
        let image: Image
        public var size: CGSize { .zero }
        public var shading: Shading?
    }

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) { log.record("fill") }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) { log.record("stroke") }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) { log.record("stroke") }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { log.record("draw") }

    public func draw(_ text: Text, in rect: CGRect) { log.record("draw") }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { log.record("draw") }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { log.record("draw") }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { log.record("draw") }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { log.record("draw") }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { log.record("draw") }

    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedImage? { nil }

    public mutating func translateBy(x: CGFloat, y: CGFloat) { log.record("translateBy") }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) { log.record("scaleBy") }

    public mutating func rotate(by angle: Angle) { log.record("rotate") }

    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        log.record("clip")
    }

    /// Options for `clip(to:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Draws in a copy of the context, as SwiftUI's layers do.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        log.record("drawLayer")
        try content(&layer)
    }
}
