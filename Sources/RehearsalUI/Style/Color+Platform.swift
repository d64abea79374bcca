/// Colors made from UIKit and AppKit colors and color spaces, printed as written.
extension Color {
    /// A color from a UIKit color (the form SwiftUI deprecated): `Color(.systemBackground)`.
    public init(_ color: UIColor) { self.init("Color(\(color))") }

    /// A color from a UIKit color: `Color(uiColor: .secondaryLabel)`.
    public init(uiColor: UIColor) { self.init("Color(uiColor: \(uiColor))") }

    /// A color from an AppKit color: `Color(nsColor: .windowBackgroundColor)`.
    public init(nsColor: NSColor) { self.init("Color(nsColor: \(nsColor))") }

    /// A color in a color space.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init("Color(\(colorSpace), red: \(red), green: \(green), blue: \(blue))")
    }

    /// A gray in a color space.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init("Color(\(colorSpace), white: \(white))")
    }

    /// A gradient made from this color.
    public var gradient: AnyGradient { AnyGradient(description: "\(description).gradient") }

    /// The color mixed with another.
    public func mix(with other: Color, by fraction: Double) -> Color {
        Color("\(description).mix(with: \(other), by: \(fraction))")
    }

    /// An RGB color space.
    public enum RGBColorSpace: Hashable, Sendable, CustomStringConvertible {
        case sRGB, sRGBLinear, displayP3

        public var description: String {
            switch self {
            case .sRGB: ".sRGB"
            case .sRGBLinear: ".sRGBLinear"
            case .displayP3: ".displayP3"
            }
        }
    }
}
