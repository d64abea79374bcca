/// The traits of an accessibility element, as SwiftUI's `AccessibilityTraits`.
///
/// Some traits decide the element's role in the tree (`.isButton` makes a `button`, `.isHeader` turns a
/// text into a `header`); the others print in brackets: `[isSelected]`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// Each trait's name, in declaration order.
    static let names: [(AccessibilityTraits, String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
        (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "isKeyboardKey"), (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
    ]

    /// The role a trait gives an element, when it decides one.
    static let roles: [String: String] = [
        "isButton": "button", "isHeader": "header", "isLink": "link", "isSearchField": "searchField",
        "isImage": "image", "isStaticText": "staticText", "isToggle": "toggle", "isTabBar": "tabBar",
    ]

    /// The names of the traits in this set.
    var traitNames: [String] { Self.names.filter { contains($0.0) }.map(\.1) }

    /// Printed as written: `[.isHeader, .isSelected]`.
    var attributeText: String {
        let names = traitNames.map { "." + $0 }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}
