/// A control that shows a menu of actions, as SwiftUI's `Menu`; menus nest.
///
/// It prints as `Menu "Options"` with its items under `.menu`, and reads as `menu "Options"`. Its items are
/// not on screen until the menu opens, so they are its children in the accessibility tree, out of reach;
/// `menu "Options" "Copy"` opens it and picks an item (`menu "Options" "More" "Archive"` goes through a
/// submenu). With `primaryAction:`, a `tap` runs that action and a long press opens the menu.
public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never

    let label: Label
    let content: Content
    let title: String?
    let summary: String?
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), title: nil, summary: nil, primaryAction: nil)
    }

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.init(label: label(), content: content(), title: nil, summary: nil, primaryAction: primaryAction)
    }

    init(label: Label, content: Content, title: String?, summary: String?, primaryAction: (() -> Void)?) {
        self.label = label
        self.content = content
        self.title = title
        self.summary = summary
        self.primaryAction = primaryAction
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(
            label: Text(titleKey), content: content(), title: titleKey.text,
            summary: ValueDescription.quoted(titleKey.text), primaryAction: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(LocalizedStringKey(String(title)), content: content)
    }

    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(
            label: Text(titleKey), content: content(), title: titleKey.text,
            summary: ValueDescription.quoted(titleKey.text), primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(LocalizedStringKey(String(title)), content: content, primaryAction: primaryAction)
    }
}

extension Menu where Label == RehearsalUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(
            label: RehearsalUI.Label(titleKey, systemImage: systemImage), content: content(), title: titleKey.text,
            summary: "\(ValueDescription.quoted(titleKey.text)) systemImage: \(ValueDescription.quoted(systemImage))",
            primaryAction: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(LocalizedStringKey(String(title)), systemImage: systemImage, content: content)
    }

    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            label: RehearsalUI.Label(titleKey, systemImage: systemImage), content: content(), title: titleKey.text,
            summary: "\(ValueDescription.quoted(titleKey.text)) systemImage: \(ValueDescription.quoted(systemImage))",
            primaryAction: primaryAction)
    }
}

extension Menu: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        var element = Element("Menu", summary ?? "")
        if primaryAction != nil { element.summary += (element.summary.isEmpty ? "" : " ") + "primaryAction" }
        element.accessibility = AccessibilityInfo(role: "menu", label: title ?? LabelText.of(label))
        if let primaryAction {
            element.actions.tap = { primaryAction() }
        }
        node.element = element
        if summary == nil { children.append(label, key: .slot("label")) }
        children.append(content, key: .slot("menu"))
    }
}

extension Menu: AccessibilityTreeBuilding {
    /// One `menu` element named by its label; its items are its children, unreachable until it opens.
    package func buildAccessibility(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        guard let element = node.element, let info = element.accessibility else { return builder.buildChildren(node) }
        var menu = builder.makeNode(role: info.role, label: info.label, for: node)
        menu.actions = element.actions
        menu.isEnabled = info.isEnabled
        menu.traits = info.traits
        menu.identifier = info.identifier
        var items = builder.buildSlot("menu", of: node)
        Self.close(&items, menu: info.label, path: [info.label])
        menu.children = items
        menu.customActions = items.compactMap { item in
            guard !item.label.isEmpty, item.role == "button" || item.role == "menu" else { return nil }
            var action = AccessibilityCustomAction(name: item.label, kind: .contextMenu, isEnabled: item.isEnabled) {
                item.actions.tap?()
            }
            if item.role == "menu" { action.items = item.children }
            return action
        }
        return [menu]
    }

    /// Marks the items of a closed menu (and of its submenus) unreachable, each with the `menu` command
    /// that picks it; an outer menu's reasons replace those its submenus gave.
    private static func close(_ items: inout [AccessibilityNode], menu: String, path: [String]) {
        for index in items.indices where !items[index].isPresentationRoot {
            let item = items[index]
            let itemPath = item.label.isEmpty ? path : path + [item.label]
            let command = "menu " + itemPath.map { ValueDescription.quoted($0) }.joined(separator: " ")
            items[index].reachability = .obscured(
                because: "it is an item of menu \(ValueDescription.quoted(menu)), which is closed",
                fix: "open the menu and pick the item in one step: `\(command)`")
            close(&items[index].children, menu: menu, path: item.role == "menu" ? itemPath : path)
        }
    }
}
