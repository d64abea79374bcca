/// A font, kept by name and printed: `.title.bold()`, `.caption`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    public static let largeTitle = Font(".largeTitle")
    public static let title = Font(".title")
    public static let title2 = Font(".title2")
    public static let title3 = Font(".title3")
    public static let headline = Font(".headline")
    public static let subheadline = Font(".subheadline")
    public static let body = Font(".body")
    public static let callout = Font(".callout")
    public static let footnote = Font(".footnote")
    public static let caption = Font(".caption")
    public static let caption2 = Font(".caption2")

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(".system(size: \(LayoutNumber.format(size))\(weight.map { ", weight: \($0)" } ?? ""))")
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(".system(.\(style.rawValue))")
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(".custom(\(ValueDescription.quoted(name)), size: \(LayoutNumber.format(size)))")
    }

    public func bold() -> Font { Font(description + ".bold()") }
    public func italic() -> Font { Font(description + ".italic()") }
    public func monospaced() -> Font { Font(description + ".monospaced()") }
    public func monospacedDigit() -> Font { Font(description + ".monospacedDigit()") }
    public func weight(_ weight: Weight) -> Font { Font(description + ".weight(\(weight))") }
    public func smallCaps() -> Font { Font(description + ".smallCaps()") }

    /// A font weight.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        public let description: String
        public static let ultraLight = Weight(description: ".ultraLight")
        public static let thin = Weight(description: ".thin")
        public static let light = Weight(description: ".light")
        public static let regular = Weight(description: ".regular")
        public static let medium = Weight(description: ".medium")
        public static let semibold = Weight(description: ".semibold")
        public static let bold = Weight(description: ".bold")
        public static let heavy = Weight(description: ".heavy")
        public static let black = Weight(description: ".black")
    }

    /// A font design.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A dynamic text style.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}
