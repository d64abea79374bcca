/// Why an interaction could not be performed: a code to branch on, and a message that says what was
/// expected, what was found and how to fix it.
public struct InteractionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        /// The target text could not be parsed.
        public static let invalidTarget = Code(rawValue: "invalidTarget")
        /// No element matches the target.
        public static let notFound = Code(rawValue: "notFound")
        /// Several reachable elements match the target.
        public static let ambiguous = Code(rawValue: "ambiguous")
        /// The element exists but is hidden, covered or off screen.
        public static let unreachable = Code(rawValue: "unreachable")
        /// The element is disabled.
        public static let disabled = Code(rawValue: "disabled")
        /// The element does not support the interaction.
        public static let unsupported = Code(rawValue: "unsupported")
        /// A picker has no such option.
        public static let optionNotFound = Code(rawValue: "optionNotFound")
        /// The element has no such named action (swipe, context menu, accessibility).
        public static let actionNotFound = Code(rawValue: "actionNotFound")
        /// There is no screen to go back from.
        public static let nothingToGoBack = Code(rawValue: "nothingToGoBack")
        /// Nothing is presented.
        public static let nothingToDismiss = Code(rawValue: "nothingToDismiss")
        /// The presentation refused the user's dismissal (`interactiveDismissDisabled`).
        public static let dismissalRefused = Code(rawValue: "dismissalRefused")
        /// No view handles the URL (`onOpenURL`).
        public static let noURLHandler = Code(rawValue: "noURLHandler")
        /// There is no search field on screen.
        public static let noSearchField = Code(rawValue: "noSearchField")
        /// There is no refreshable view on screen.
        public static let notRefreshable = Code(rawValue: "notRefreshable")
        /// There is no such tab.
        public static let noTab = Code(rawValue: "noTab")
        /// No lazy container has rows left to load.
        public static let nothingToScroll = Code(rawValue: "nothingToScroll")

        public var description: String { rawValue }
    }

    /// Where in Rehearsal the failure was found.
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        public let fileID: String
        public let line: Int

        public var description: String { "\(fileID):\(line)" }
    }

    public let code: Code
    /// The explanation, with the fix.
    public let message: String
    public let location: Location

    package init(_ code: Code, _ message: String, fileID: String = #fileID, line: Int = #line) {
        self.code = code
        self.message = message
        location = Location(fileID: fileID, line: line)
    }

    public var description: String { message }

    public static func == (lhs: InteractionError, rhs: InteractionError) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message
    }
}
