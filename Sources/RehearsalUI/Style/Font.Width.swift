extension Font {
    /// The width of a font's glyphs: `.condensed`, `.expanded`.
    public struct Width: Hashable, Sendable, CustomStringConvertible {
        public let value: CGFloat
        let name: String

        public init(_ value: CGFloat) {
            self.value = value
            name = "Font.Width(\(LayoutNumber.format(value)))"
        }

        init(name: String, value: CGFloat) {
            self.name = name
            self.value = value
        }

        public static let compressed = Width(name: ".compressed", value: -0.3)
        public static let condensed = Width(name: ".condensed", value: -0.2)
        public static let standard = Width(name: ".standard", value: 0)
        public static let expanded = Width(name: ".expanded", value: 0.2)

        public var description: String { name }
    }

    /// The spacing between a font's lines.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    /// The font with a glyph width.
    public func width(_ width: Width) -> Font { Font(description + ".width(\(width))") }

    /// The font with a line spacing.
    public func leading(_ leading: Leading) -> Font { Font(description + ".leading(.\(leading))") }

    /// A custom font that scales relative to a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(
            ".custom(\(ValueDescription.quoted(name)), size: \(LayoutNumber.format(size)), relativeTo: .\(textStyle.rawValue))"
        )
    }

    /// A custom font of a fixed size that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(".custom(\(ValueDescription.quoted(name)), fixedSize: \(LayoutNumber.format(fixedSize)))")
    }
}

extension Font.Design: CustomStringConvertible {
    public var description: String {
        switch self {
        case .default: ".default"
        case .serif: ".serif"
        case .rounded: ".rounded"
        case .monospaced: ".monospaced"
        }
    }
}
