/// List and section modifiers, kept as attributes written like the call.
extension View {
    /// Sets the insets of a list row.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        guard let insets else { return attribute(".listRowInsets(nil)") }
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing].map { LayoutNumber.format($0) }
        return attribute(
            ".listRowInsets(EdgeInsets(top: \(values[0]), leading: \(values[1]), bottom: \(values[2]), "
                + "trailing: \(values[3])))")
    }

    /// Shows or hides a list row's separators.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        attribute(
            AttributeText.call(".listRowSeparator", [(nil, visibility.description), ("edges", edges.attributeText)]))
    }

    /// Tints a list row's separators.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        attribute(".listRowSeparatorTint(\(color.map(\.description) ?? "nil"))")
    }

    /// Shows or hides a section's separators.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        attribute(
            AttributeText.call(
                ".listSectionSeparator", [(nil, visibility.description), ("edges", edges.attributeText)]))
    }

    /// Puts a view behind a list row.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        attribute(".listRowBackground(\(view.map { AttributeText.value($0) } ?? "nil"))")
    }

    /// Tints the rows of a list.
    public func listItemTint(_ tint: Color?) -> some View {
        attribute(".listItemTint(\(tint.map(\.description) ?? "nil"))")
    }

    /// Sets the spacing between list rows.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        attribute(".listRowSpacing(\(AttributeText.length(spacing) ?? "nil"))")
    }

    /// Sets the spacing between list sections.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        attribute(".listSectionSpacing(\(LayoutNumber.format(spacing)))")
    }

    /// Sets the prominence of section headers.
    public func headerProminence(_ prominence: Prominence) -> some View {
        attribute(".headerProminence(\(prominence))")
    }

    /// Hides the labels of the controls in this view (they still name them for accessibility).
    public func labelsHidden() -> some View { attribute(".labelsHidden") }

    /// Sets the shape of bordered buttons.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        attribute(".buttonBorderShape(\(shape))")
    }

    /// Shows help text for the view (a tooltip; VoiceOver reads it as the hint).
    public func help(_ textKey: LocalizedStringKey) -> some View { helpText(textKey.text) }

    /// Shows help text for the view (a tooltip; VoiceOver reads it as the hint).
    public func help(_ text: Text) -> some View { helpText(text.plainText) }

    /// Shows help text for the view (a tooltip; VoiceOver reads it as the hint).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { helpText(String(text)) }

    /// Lets the view take focus.
    public func focusable(_ isFocusable: Bool = true) -> some View { attribute(".focusable", when: isFocusable) }

    /// Lets the view take focus for some interactions.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        attribute(".focusable", when: isFocusable)
    }

    private func helpText(_ text: String) -> some View {
        attribute(".help(\(ValueDescription.quoted(text)))")
    }
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) { self.rawValue = rawValue }

        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }

        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]

        /// The set as written, or `nil` for `.all` (the default).
        var attributeText: String? {
            switch self {
            case .top: ".top"
            case .bottom: ".bottom"
            default: nil
            }
        }
    }
}

/// How prominent a section header is.
public enum Prominence: Hashable, Sendable, CustomStringConvertible {
    case standard, increased

    public var description: String { self == .standard ? ".standard" : ".increased" }
}

/// The shape of a bordered button.
public struct ButtonBorderShape: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = ButtonBorderShape(description: ".automatic")
    public static let capsule = ButtonBorderShape(description: ".capsule")
    public static let roundedRectangle = ButtonBorderShape(description: ".roundedRectangle")
    public static let circle = ButtonBorderShape(description: ".circle")

    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(description: ".roundedRectangle(radius: \(LayoutNumber.format(radius)))")
    }
}

/// The interactions focus serves.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}
