/// How a view's colors combine with what is behind it; kept by name.
public enum BlendMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter

    public var description: String { "." + rawValue }
}

/// The color space a drawing group renders in.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
