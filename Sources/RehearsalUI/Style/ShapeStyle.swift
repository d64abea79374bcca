/// A color, gradient or material used to fill or tint; kept by name.
public protocol ShapeStyle: Sendable {}

/// A style named by the system: `.secondary`, `.tint`, `.regularMaterial`.
public struct HierarchicalShapeStyle: ShapeStyle, CustomStringConvertible {
    public let description: String

    public static let primary = HierarchicalShapeStyle(description: ".primary")
    public static let secondary = HierarchicalShapeStyle(description: ".secondary")
    public static let tertiary = HierarchicalShapeStyle(description: ".tertiary")
    public static let quaternary = HierarchicalShapeStyle(description: ".quaternary")
}

/// A blur material behind content.
public struct Material: ShapeStyle, CustomStringConvertible {
    public let description: String

    public static let ultraThinMaterial = Material(description: ".ultraThinMaterial")
    public static let thinMaterial = Material(description: ".thinMaterial")
    public static let regularMaterial = Material(description: ".regularMaterial")
    public static let thickMaterial = Material(description: ".thickMaterial")
    public static let ultraThickMaterial = Material(description: ".ultraThickMaterial")
    public static let bar = Material(description: ".bar")
    public static let ultraThin = Material(description: ".ultraThin")
    public static let thin = Material(description: ".thin")
    public static let regular = Material(description: ".regular")
    public static let thick = Material(description: ".thick")
    public static let ultraThick = Material(description: ".ultraThick")
}

/// The accent color of the view.
public struct TintShapeStyle: ShapeStyle, CustomStringConvertible {
    public let description = ".tint"
}

/// The foreground style of the view.
public struct ForegroundStyle: ShapeStyle, CustomStringConvertible {
    public let description = ".foreground"
    public init() {}
}

/// The background style of the view.
public struct BackgroundStyle: ShapeStyle, CustomStringConvertible {
    public let description = ".background"
    public init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    public static var teal: Color { Color.teal }
    public static var indigo: Color { Color.indigo }
    public static var mint: Color { Color.mint }
    public static var cyan: Color { Color.cyan }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
}
