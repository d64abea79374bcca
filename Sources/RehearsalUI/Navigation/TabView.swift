/// A view that switches between tabs, as SwiftUI's `TabView`, with the `Tab` API or `tabItem` and `tag`.
///
/// The selected tab's content is mounted the first time it is selected and stays mounted after, so every
/// tab keeps its state and its stack's history while another is selected; tabs never selected have no
/// content in the tree yet. The accessibility tree shows the selected content and a `tabBar` of `tab`
/// elements, and tapping a tab selects it.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never

    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose selection follows a binding to the tabs' values or tags.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// A tab view that keeps its own selection, starting with the first tab.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        selection = nil
        self.content = content()
    }
}

extension TabView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let model = TabViewModel.attached(to: node)
        model.page = node.environment.tabViewPageStyle
        model.showsSidebar =
            node.environment.tabViewIsSidebarAdaptable && node.environment.horizontalSizeClass == .regular
        let entries = TabEntry.entries(of: content)
        let selection = self.selection
        let bound: AnyHashable? = selection.map { binding in node.trackingReads { AnyHashable(binding.wrappedValue) } }
        let wanted = bound ?? node.trackingReads { model.ownedSelection.value }
        let selected = entries.first { $0.value == wanted } ?? entries.first
        model.update(entries: entries, selected: selected?.key) { value in
            if let selection {
                guard let typed = value.base as? SelectionValue else { return }
                selection.wrappedValue = typed
            } else {
                model.ownedSelection.value = value
            }
        }
        model.selectionText = ValueDescription.short((bound ?? selected?.value)?.base as Any)
        node.element = Element(
            "TabView", "selection=\(model.selectionText)" + (model.showsSidebar ? " shown as a sidebar" : ""))
        for entry in entries {
            children.append(
                _TabHost(
                    entry: entry, isSelected: entry.key == selected?.key, isMounted: model.visited.contains(entry.key)),
                key: entry.key)
        }
    }
}

/// The live state of a tab view: its tabs, which were ever selected, and how to select one.
@MainActor package final class TabViewModel {
    /// The selection of a tab view without a binding.
    let ownedSelection: StateBox<AnyHashable?>
    private(set) var entries: [TabEntry] = []
    /// The tabs selected at least once, whose content stays mounted.
    private(set) var visited: Set<NodeKey> = []
    private(set) var selectedKey: NodeKey?
    /// The selection as the tree and the navigation path print it: `.library`.
    package internal(set) var selectionText = ""
    /// The page style, when the tab view shows pages (`.tabViewStyle(.page)`) instead of a tab bar.
    var page: PageTabViewStyle?
    /// Whether the tabs show as a sidebar (`.sidebarAdaptable` on a regular width) instead of a tab bar.
    var showsSidebar = false
    private var select: (AnyHashable) -> Void = { _ in }

    init(node: GraphNode) {
        ownedSelection = StateBox(nil)
        ownedSelection.owner = node
        ownedSelection.name = "selection"
    }

    static func attached(to node: GraphNode) -> TabViewModel {
        if let model = node.modifierState as? TabViewModel { return model }
        let model = TabViewModel(node: node)
        node.modifierState = model
        return model
    }

    func update(entries: [TabEntry], selected: NodeKey?, select: @escaping (AnyHashable) -> Void) {
        self.entries = entries
        self.select = select
        selectedKey = selected
        if let selected { visited.insert(selected) }
    }

    /// The tabs' titles, in order.
    package var titles: [String] { entries.map(\.title) }

    /// The selected tab's title.
    package var selectedTitle: String? { entries.first { $0.key == selectedKey }?.title }

    /// Selects the tab with this title, as tapping its tab item does; `false` when there is none.
    @discardableResult
    package func selectTab(titled title: String) -> Bool {
        guard let entry = entries.first(where: { $0.title == title }) else { return false }
        select(entry.value)
        return true
    }

    func selectTab(_ entry: TabEntry) { select(entry.value) }

    /// The position of the selected tab, from 0.
    var selectedIndex: Int? { entries.firstIndex { $0.key == selectedKey } }

    /// Selects the page `offset` pages away from the selected one, as a swipe does; `false` past the ends.
    @discardableResult
    func selectPage(by offset: Int) -> Bool {
        guard let index = selectedIndex, entries.indices.contains(index + offset) else { return false }
        select(entries[index + offset].value)
        return true
    }

    /// Selects a page by its number, from 1, or by its title; the pages' names when there is none.
    func selectPage(named name: String) -> [String]? {
        let names = entries.indices.map { entries[$0].title.isEmpty ? "\($0 + 1)" : entries[$0].title }
        let index = Int(name).map { $0 - 1 } ?? names.firstIndex(of: name)
        guard let index, entries.indices.contains(index) else { return names }
        select(entries[index].value)
        return nil
    }
}

/// One tab of a tab view: its item in the tree, and its content once it has been selected.
struct _TabHost: View, PrimitiveView {
    typealias Body = Never

    let entry: TabEntry
    let isSelected: Bool
    let isMounted: Bool

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element("Tab", entry.summary + (isSelected ? " (selected)" : ""))
        if isMounted {
            children.append(entry.content, key: .index(0))
            // A tab that is not selected keeps its state, but its views have disappeared.
            if let content = node.children.first { node.graph.setHidden(content, !isSelected) }
        }
    }
}

extension TabViewModel {
    /// Pops every navigation stack of a tab's content (not those of nested tabs) to its root.
    static func popToRoot(_ host: GraphNode) {
        var pending = host.children
        while let node = pending.popLast() {
            if let stack = node.modifierState as? NavigationStackModel {
                stack.popAll()
                continue
            }
            if node.view is _TabHost { continue }
            pending += node.children
        }
    }
}
