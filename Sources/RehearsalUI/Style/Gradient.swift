/// Colors along a gradient, kept by value and printed as written.
public struct Gradient: Hashable, Sendable, CustomStringConvertible {
    /// A color at a location along the gradient.
    public struct Stop: Hashable, Sendable, CustomStringConvertible {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }

        public var description: String { ".init(color: \(color), location: \(LayoutNumber.format(location)))" }
    }

    public var stops: [Stop]
    let written: String

    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0)) }
        written = "colors: [\(colors.map(\.description).joined(separator: ", "))]"
    }

    public init(stops: [Stop]) {
        self.stops = stops
        written = "stops: [\(stops.map(\.description).joined(separator: ", "))]"
    }

    public var description: String { "Gradient(\(written))" }
}

/// A gradient along a line.
public struct LinearGradient: ShapeStyle, CustomStringConvertible {
    public let description: String

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        description = "LinearGradient(gradient: \(gradient), startPoint: \(startPoint), endPoint: \(endPoint))"
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        description =
            "LinearGradient(\(Gradient(colors: colors).written), startPoint: \(startPoint), endPoint: \(endPoint))"
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        description =
            "LinearGradient(\(Gradient(stops: stops).written), startPoint: \(startPoint), endPoint: \(endPoint))"
    }
}

/// A gradient in circles around a center.
public struct RadialGradient: ShapeStyle, CustomStringConvertible {
    public let description: String

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        description = Self.text(gradient.description, center, startRadius, endRadius, labeled: true)
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        description = Self.text(Gradient(colors: colors).written, center, startRadius, endRadius, labeled: false)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        description = Self.text(Gradient(stops: stops).written, center, startRadius, endRadius, labeled: false)
    }

    private static func text(
        _ gradient: String, _ center: UnitPoint, _ start: CGFloat, _ end: CGFloat, labeled: Bool
    ) -> String {
        "RadialGradient(\(labeled ? "gradient: " : "")\(gradient), center: \(center), startRadius: "
            + "\(LayoutNumber.format(start)), endRadius: \(LayoutNumber.format(end)))"
    }
}

/// A gradient that sweeps around a center.
public struct AngularGradient: ShapeStyle, CustomStringConvertible {
    public let description: String

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        description = "AngularGradient(gradient: \(gradient), center: \(center))"
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        description = "AngularGradient(\(Gradient(colors: colors).written), center: \(center))"
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        description = "AngularGradient(\(Gradient(stops: stops).written), center: \(center))"
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        description = "AngularGradient(gradient: \(gradient), center: \(center), angle: \(angle))"
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        description = "AngularGradient(\(Gradient(colors: colors).written), center: \(center), angle: \(angle))"
    }
}

/// A gradient in ellipses that fill their frame.
public struct EllipticalGradient: ShapeStyle, CustomStringConvertible {
    public let description: String

    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        description = "EllipticalGradient(gradient: \(gradient))"
    }

    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        description = "EllipticalGradient(\(Gradient(colors: colors).written))"
    }

    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        description = "EllipticalGradient(\(Gradient(stops: stops).written))"
    }
}

/// A color's standard gradient: `Color.blue.gradient`.
public struct AnyGradient: ShapeStyle, Hashable, CustomStringConvertible {
    public let description: String
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(
        _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(
        stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center)
    }
}

/// Gradients are views that fill their frame, as in SwiftUI: `LinearGradient(...).ignoresSafeArea()`.
extension LinearGradient: View, PrimitiveView {
    public typealias Body = Never
    package func update(_ node: GraphNode, _ children: inout ChildList) { node.element = Element("LinearGradient") }
}

extension RadialGradient: View, PrimitiveView {
    public typealias Body = Never
    package func update(_ node: GraphNode, _ children: inout ChildList) { node.element = Element("RadialGradient") }
}

extension AngularGradient: View, PrimitiveView {
    public typealias Body = Never
    package func update(_ node: GraphNode, _ children: inout ChildList) { node.element = Element("AngularGradient") }
}

extension EllipticalGradient: View, PrimitiveView {
    public typealias Body = Never
    package func update(_ node: GraphNode, _ children: inout ChildList) { node.element = Element("EllipticalGradient") }
}
