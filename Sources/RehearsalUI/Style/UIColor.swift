/// UIKit's color type, by name only, so app code that reaches UIKit colors compiles on Linux:
/// `Color(.systemBackground)`, `Color(uiColor: .secondaryLabel)`. It is printed as written.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(
            "UIColor(red: \(LayoutNumber.format(red)), green: \(LayoutNumber.format(green)), "
                + "blue: \(LayoutNumber.format(blue)), alpha: \(LayoutNumber.format(alpha)))")
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init("UIColor(white: \(LayoutNumber.format(white)), alpha: \(LayoutNumber.format(alpha)))")
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(
            "UIColor(hue: \(LayoutNumber.format(hue)), saturation: \(LayoutNumber.format(saturation)), "
                + "brightness: \(LayoutNumber.format(brightness)), alpha: \(LayoutNumber.format(alpha)))")
    }

    public convenience init?(named name: String) { self.init("UIColor(named: \(ValueDescription.quoted(name)))") }

    public convenience init(_ color: Color) { self.init("UIColor(\(color))") }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor("\(description).withAlphaComponent(\(LayoutNumber.format(alpha)))")
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.description == rhs.description }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    public static let label = UIColor(".label")
    public static let secondaryLabel = UIColor(".secondaryLabel")
    public static let tertiaryLabel = UIColor(".tertiaryLabel")
    public static let quaternaryLabel = UIColor(".quaternaryLabel")
    public static let placeholderText = UIColor(".placeholderText")
    public static let link = UIColor(".link")
    public static let separator = UIColor(".separator")
    public static let opaqueSeparator = UIColor(".opaqueSeparator")
    public static let systemBackground = UIColor(".systemBackground")
    public static let secondarySystemBackground = UIColor(".secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(".tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(".systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(".secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(".tertiarySystemGroupedBackground")
    public static let systemFill = UIColor(".systemFill")
    public static let secondarySystemFill = UIColor(".secondarySystemFill")
    public static let tertiarySystemFill = UIColor(".tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(".quaternarySystemFill")
    public static let systemGray = UIColor(".systemGray")
    public static let systemGray2 = UIColor(".systemGray2")
    public static let systemGray3 = UIColor(".systemGray3")
    public static let systemGray4 = UIColor(".systemGray4")
    public static let systemGray5 = UIColor(".systemGray5")
    public static let systemGray6 = UIColor(".systemGray6")
    public static let systemRed = UIColor(".systemRed")
    public static let systemGreen = UIColor(".systemGreen")
    public static let systemBlue = UIColor(".systemBlue")
    public static let systemOrange = UIColor(".systemOrange")
    public static let systemYellow = UIColor(".systemYellow")
    public static let systemPink = UIColor(".systemPink")
    public static let systemPurple = UIColor(".systemPurple")
    public static let systemTeal = UIColor(".systemTeal")
    public static let systemIndigo = UIColor(".systemIndigo")
    public static let systemMint = UIColor(".systemMint")
    public static let systemCyan = UIColor(".systemCyan")
    public static let systemBrown = UIColor(".systemBrown")
    public static let tintColor = UIColor(".tintColor")
    public static let black = UIColor(".black")
    public static let white = UIColor(".white")
    public static let gray = UIColor(".gray")
    public static let darkGray = UIColor(".darkGray")
    public static let lightGray = UIColor(".lightGray")
    public static let red = UIColor(".red")
    public static let green = UIColor(".green")
    public static let blue = UIColor(".blue")
    public static let orange = UIColor(".orange")
    public static let yellow = UIColor(".yellow")
    public static let purple = UIColor(".purple")
    public static let brown = UIColor(".brown")
    public static let cyan = UIColor(".cyan")
    public static let magenta = UIColor(".magenta")
    public static let clear = UIColor(".clear")
}
