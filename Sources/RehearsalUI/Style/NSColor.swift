/// AppKit's color type, by name only, so app code that reaches AppKit colors compiles on Linux:
/// `Color(nsColor: .windowBackgroundColor)`. It is printed as written.
public final class NSColor: Sendable, Hashable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(
            "NSColor(red: \(LayoutNumber.format(red)), green: \(LayoutNumber.format(green)), "
                + "blue: \(LayoutNumber.format(blue)), alpha: \(LayoutNumber.format(alpha)))")
    }

    public convenience init?(named name: String) { self.init("NSColor(named: \(ValueDescription.quoted(name)))") }

    public convenience init(_ color: Color) { self.init("NSColor(\(color))") }

    public static func == (lhs: NSColor, rhs: NSColor) -> Bool { lhs.description == rhs.description }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    public static let labelColor = NSColor(".labelColor")
    public static let secondaryLabelColor = NSColor(".secondaryLabelColor")
    public static let tertiaryLabelColor = NSColor(".tertiaryLabelColor")
    public static let textColor = NSColor(".textColor")
    public static let textBackgroundColor = NSColor(".textBackgroundColor")
    public static let windowBackgroundColor = NSColor(".windowBackgroundColor")
    public static let controlBackgroundColor = NSColor(".controlBackgroundColor")
    public static let underPageBackgroundColor = NSColor(".underPageBackgroundColor")
    public static let separatorColor = NSColor(".separatorColor")
    public static let controlAccentColor = NSColor(".controlAccentColor")
    public static let selectedContentBackgroundColor = NSColor(".selectedContentBackgroundColor")
    public static let systemRed = NSColor(".systemRed")
    public static let systemGreen = NSColor(".systemGreen")
    public static let systemBlue = NSColor(".systemBlue")
    public static let systemOrange = NSColor(".systemOrange")
    public static let systemGray = NSColor(".systemGray")
    public static let black = NSColor(".black")
    public static let white = NSColor(".white")
    public static let clear = NSColor(".clear")
}
