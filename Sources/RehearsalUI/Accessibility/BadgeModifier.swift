/// Shows a badge on a list row (a count or a short text); VoiceOver reads it after the row's name, as
/// its value.
struct BadgeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    /// The badge as written in the attribute (`3`, `"New"`), and as read; `nil` shows no badge.
    let written: String?
    let spoken: String?

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = written.map { [".badge(\($0))"] } ?? []
    }
}

extension BadgeModifier: AccessibilityContributing {
    func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        var elements = builder.buildContent(of: node)
        guard let spoken, !Self.isTabItemBadge(node) else { return elements }
        for index in elements.indices where !elements[index].isPresentationRoot && elements[index].value == nil {
            elements[index].value = spoken
        }
        return elements
    }
}

extension BadgeModifier {
    /// Whether the badge is on a tab view's tab (only modifiers between it and the tab), where it badges the
    /// tab item, not the content.
    @MainActor static func isTabItemBadge(_ node: GraphNode) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.view is _TabHost { return true }
            guard ancestor.view is any ModifierCarrying else { return false }
            current = ancestor.parent
        }
        return false
    }
}

extension View {
    /// Shows a count on the row; zero shows no badge.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(written: count == 0 ? nil : "\(count)", spoken: count == 0 ? nil : "\(count)"))
    }

    /// Shows a text on the row; `nil` shows no badge.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(written: label.map { ValueDescription.quoted($0.plainText) }, spoken: label?.plainText))
    }

    /// Shows a text on the row; `nil` shows no badge.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(written: key.map { ValueDescription.quoted($0.text) }, spoken: key?.text))
    }

    /// Shows a text on the row; `nil` shows no badge.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(
            BadgeModifier(written: label.map { ValueDescription.quoted(String($0)) }, spoken: label.map { String($0) }))
    }
}
