/// The outline of a shape, recorded but never drawn: custom shapes build one in `path(in:)`.
public struct Path: Equatable, Sendable {
    /// How many elements (moves, lines, curves, closed subpaths) were added.
    public private(set) var elementCount = 0

    public init() {}

    public init(_ rect: CGRect) { addRect(rect) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRect(rect)
    }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Whether nothing was added.
    public var isEmpty: Bool { elementCount == 0 }

    public mutating func move(to point: CGPoint) { elementCount += 1 }
    public mutating func addLine(to point: CGPoint) { elementCount += 1 }
    public mutating func addLines(_ points: [CGPoint]) { elementCount += points.count }
    public mutating func addRect(_ rect: CGRect) { elementCount += 1 }
    public mutating func addEllipse(in rect: CGRect) { elementCount += 1 }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elementCount += 1 }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) { elementCount += 1 }
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        elementCount += 1
    }
    public mutating func closeSubpath() { elementCount += 1 }
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
    ) {
        elementCount += 1
    }
    public mutating func addRects(_ rects: [CGRect]) { elementCount += rects.count }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elementCount += path.elementCount
    }
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) { elementCount += 1 }
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        elementCount += 1
    }
}

/// An angle, in degrees or radians.
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }

    public init(radians: Double) { self.radians = radians }

    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    public var description: String {
        let rounded = (degrees * 1_000).rounded() / 1_000
        return ".degrees(\(LayoutNumber.format(CGFloat(rounded))))"
    }
}
