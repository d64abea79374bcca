/// A color, kept by name: there are no pixels, so it is printed, not drawn.
public struct Color: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    public init(_ name: String, bundle: Bundle? = nil) { description = "Color(\(ValueDescription.quoted(name)))" }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        description = "Color(red: \(red), green: \(green), blue: \(blue))"
    }

    public init(white: Double, opacity: Double = 1) { description = "Color(white: \(white))" }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        description = "Color(hue: \(hue), saturation: \(saturation), brightness: \(brightness))"
    }

    public func opacity(_ opacity: Double) -> Color { Color("\(description).opacity(\(opacity))") }

    public static let black = Color(".black")
    public static let white = Color(".white")
    public static let gray = Color(".gray")
    public static let red = Color(".red")
    public static let green = Color(".green")
    public static let blue = Color(".blue")
    public static let orange = Color(".orange")
    public static let yellow = Color(".yellow")
    public static let pink = Color(".pink")
    public static let purple = Color(".purple")
    public static let teal = Color(".teal")
    public static let indigo = Color(".indigo")
    public static let mint = Color(".mint")
    public static let cyan = Color(".cyan")
    public static let brown = Color(".brown")
    public static let clear = Color(".clear")
    public static let primary = Color(".primary")
    public static let secondary = Color(".secondary")
    public static let accentColor = Color(".accentColor")
}

extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element("Color", description)
    }
}
