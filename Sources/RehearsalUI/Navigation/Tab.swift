/// A tab of a `TabView`: its content, its value and the label of its tab item, as SwiftUI's `Tab` (iOS 18).
///
/// The tab view mounts a tab's content the first time the tab is selected and keeps it mounted after, so
/// each tab keeps its state (and its navigation stack's history) while another is selected.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    public typealias Body = Never

    let value: Value?
    let title: String?
    let image: TabImage?
    let role: TabRole?
    let content: Content
    let label: Label?

    init(value: Value?, title: String?, image: TabImage?, role: TabRole?, content: Content, label: Label?) {
        self.value = value
        self.title = title
        self.image = image
        self.role = role
        self.content = content
        self.label = label
    }
}

/// The image of a tab item, by system name or asset name.
enum TabImage {
    case system(String)
    case asset(String)

    var summary: String {
        switch self {
        case .system(let name): "systemImage: \(ValueDescription.quoted(name))"
        case .asset(let name): "image: \(ValueDescription.quoted(name))"
        }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab selected when the tab view's selection equals `value`, with a title and a system image.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: value, title: titleKey.text, image: .system(systemImage), role: role, content: content(), label: nil)
    }

    /// A tab selected when the tab view's selection equals `value`, with a title and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: value, title: String(title), image: .system(systemImage), role: role, content: content(), label: nil)
    }

    /// A tab selected when the tab view's selection equals `value`, with a title and an asset image.
    public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, title: titleKey.text, image: .asset(image), role: role, content: content(), label: nil)
    }

    /// A tab whose label comes from its role: `Tab(value: .search, role: .search) { ... }`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, title: nil, image: nil, role: role, content: content(), label: nil)
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab of a tab view without a selection binding, with a title and a system image.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: nil, title: titleKey.text, image: .system(systemImage), role: role, content: content(), label: nil)
    }

    /// A tab of a tab view without a selection binding, with a title and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: nil, title: String(title), image: .system(systemImage), role: role, content: content(), label: nil)
    }

    /// A tab whose label comes from its role, in a tab view without a selection binding.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, title: nil, image: nil, role: role, content: content(), label: nil)
    }
}

extension Tab {
    /// A tab with a label built from views.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, title: nil, image: nil, role: nil, content: content(), label: label())
    }
}

extension Tab where Label == EmptyView {
    /// A tab with an empty label.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, title: nil, image: nil, role: nil, content: content(), label: nil)
    }
}

/// The label the system makes for a tab from its title, image or role.
public struct DefaultTabLabel: View {
    public typealias Body = Never
}

extension DefaultTabLabel: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {}
}

/// The purpose of a tab, as SwiftUI's `TabRole`: a `.search` tab is labelled "Search" by default.
public struct TabRole: Hashable, Sendable, CustomStringConvertible {
    let name: String

    public static let search = TabRole(name: "search")

    public var description: String { "." + name }
}

/// A tab, as the tab view sees it before mounting anything: lets it read values and labels.
@MainActor protocol TabDescribing {
    var tabValue: AnyHashable? { get }
    var tabTitle: String { get }
    var tabSummary: String { get }
    var tabRole: TabRole? { get }
    var tabContent: any View { get }
}

extension Tab: TabDescribing {
    var tabValue: AnyHashable? { value.map { AnyHashable($0) } }

    var tabTitle: String {
        if let title { return title }
        if let label, !(label is DefaultTabLabel) { return LabelText.of(label) }
        return role == .search ? "Search" : ""
    }

    var tabSummary: String {
        var parts = [ValueDescription.quoted(tabTitle)]
        if let image { parts.append(image.summary) }
        if let role { parts.append("role: \(role)") }
        return parts.joined(separator: " ")
    }

    var tabRole: TabRole? { role }
    var tabContent: any View { content }
}

extension Tab: PrimitiveView {
    /// Outside a tab view a tab just shows its content.
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(content, key: .index(0))
    }
}
