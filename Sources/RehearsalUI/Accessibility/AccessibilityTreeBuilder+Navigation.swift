/// Navigation containers in the accessibility tree: each screen gets its navigation bar (title, back
/// button, toolbar items, search field); screens a stack covers and tabs not selected are unreachable.
extension NavigationStack: AccessibilityTreeBuilding {
    package func buildAccessibility(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        builder.buildStack(node)
    }

    /// Its screens are its children (a push or a pop changes them), their bars its own.
    package func buildsFromItsSubtreeOnly(_ node: GraphNode) -> Bool { true }
}

extension NavigationSplitView: AccessibilityTreeBuilding {
    package func buildAccessibility(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        guard let model = node.modifierState as? NavigationStackModel else { return builder.buildChildren(node) }
        let columns = model.splitColumns
        // Collapsed, the columns are a stack: the one on top is reachable and has a back button.
        if columns.isCompact { return builder.buildStack(node) }
        var result: [AccessibilityNode] = []
        for column in node.children {
            var elements = builder.buildScreen(column, backTitle: nil).elements
            if let name = (column.view as? _NavigationScreen)?.splitColumn, let reason = columns.hiddenReason(name) {
                let hidden = AccessibilityNode.Reachability.obscured(
                    because: "it is in a hidden column: \(reason)", fix: "show it first (set columnVisibility to .all)")
                for index in elements.indices { elements[index].markUnreachable(hidden) }
            }
            result += elements
        }
        return result
    }
}

extension TabView: AccessibilityTreeBuilding {
    package func buildAccessibility(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        guard let model = node.modifierState as? TabViewModel else { return builder.buildChildren(node) }
        var content: [AccessibilityNode] = []
        var tabs: [AccessibilityNode] = []
        var sections: [String?] = []
        for host in node.children {
            guard let tab = host.view as? _TabHost else { continue }
            var elements = builder.buildChildren(host)
            if !tab.isSelected, model.page != nil {
                let number = (node.children.firstIndex { $0 === host } ?? 0) + 1
                let reason = AccessibilityNode.Reachability.obscured(
                    because: "it is on page \(number) of the tab view, which is not shown",
                    fix: "show its page first (`tab \(tab.entry.title.isEmpty ? "\(number)" : tab.entry.title)`)")
                for index in elements.indices { elements[index].markUnreachable(reason) }
            } else if !tab.isSelected {
                let reason = AccessibilityNode.Reachability.obscured(
                    because: "it is on the tab \(ValueDescription.quoted(tab.entry.title)), which is not selected",
                    fix: "select that tab first (`tab \(tab.entry.title)`)")
                for index in elements.indices { elements[index].markUnreachable(reason) }
            }
            content += elements
            var item = builder.makeNode(role: "tab", label: tab.entry.title, for: node)
            item.kind = .tab
            item.value = tab.entry.badge
            if tab.isSelected { item.traits = ["isSelected"] }
            let entry = tab.entry
            if tab.isSelected {
                // Tapping the selected tab again pops its navigation stack to the root, as on iOS.
                weak let host = host
                item.actions.tap = { host.map(TabViewModel.popToRoot) }
            } else {
                item.actions.tap = { [model] in model.selectTab(entry) }
            }
            tabs.append(item)
            sections.append(tab.entry.section)
        }
        if let page = model.page {
            guard let index = model.selectedIndex else { return content }
            var indicator = builder.makeNode(role: "pageIndicator", label: "", for: node)
            indicator.value = "page \(index + 1) of \(tabs.count)"
            indicator.actions.adjust = { [model] amount in model.selectPage(by: amount < 0 ? -1 : 1) }
            indicator.actions.select = { [model] name in model.selectPage(named: name) }
            if page.indexDisplayMode == .never {
                // No indicator shows, but the pages still turn with a swipe, which `tab N` stands for.
                indicator.markUnreachable(
                    .hidden(
                        because: "the page indicator is not shown (.tabViewStyle(.page(indexDisplayMode: .never)))",
                        fix: "turn the pages with `tab N` (a page's number from 1, or its title), as a swipe does"))
            }
            return content + [indicator]
        }
        if model.showsSidebar {
            // A regular width shows a sidebar before the content: the tabs as a list, each section under its title.
            var sidebar = builder.makeNode(role: "list", label: "Sidebar", for: node)
            sidebar.isContainer = true
            var section: String?
            for (tab, tabSection) in zip(tabs, sections) {
                if let title = tabSection, title != section {
                    sidebar.children.append(builder.makeNode(role: "header", label: title, for: node))
                }
                section = tabSection
                sidebar.children.append(tab)
            }
            return [sidebar] + content
        }
        var bar = builder.makeNode(role: "tabBar", label: "", for: node)
        bar.isContainer = true
        bar.children = tabs
        return content + [bar]
    }
}

extension AccessibilityTreeBuilder {
    /// A stack's screens: the top one reachable, those beneath it covered.
    mutating func buildStack(_ node: GraphNode) -> [AccessibilityNode] {
        let hosts = node.children.filter { $0.view is _NavigationScreen }
        var result: [AccessibilityNode] = []
        var previousTitle: String?
        let topName = hosts.last.map(Self.screenName) ?? "the top screen"
        for (index, host) in hosts.enumerated() {
            var (elements, title) = buildScreen(host, backTitle: index == 0 ? nil : (previousTitle ?? "Back"))
            if (host.view as? _NavigationScreen)?.splitColumn != nil, let merged = Self.mergeColumnBar(&elements) {
                title = merged
            }
            if index < hosts.count - 1 {
                let reason = AccessibilityNode.Reachability.obscured(
                    because: "it is on a screen beneath \(topName) on the navigation stack",
                    fix: "go `back` to its screen first")
                for element in elements.indices { elements[element].markUnreachable(reason) }
            }
            previousTitle = title
            result += elements
        }
        return result
    }

    /// One screen: its navigation bar, its content, and its bottom toolbar.
    mutating func buildScreen(_ host: GraphNode, backTitle: String?) -> (elements: [AccessibilityNode], title: String?)
    {
        let (bar, content) = withScreen(isNavigation: true) { $0.buildChildren(host) }
        var barItems: [AccessibilityNode] = []
        if let backTitle, let screen = host.view as? _NavigationScreen, !Self.hidesBackButton(host),
            !(screen.splitColumn.map(screen.model.splitColumns.stackCoversBackButton(of:)) ?? false)
        {
            var back = makeNode(role: "button", label: backTitle, for: host)
            back.kind = .backButton
            back.owner = host.parent.map(Self.owner) ?? back.owner
            back.actions.tap = screen.popAction
            barItems.append(back)
        }
        for region in [ToolbarItemPlacement.Region.leading, .principal, .trailing] {
            barItems += bar.items[region] ?? []
        }
        barItems += bar.searchFields
        var elements: [AccessibilityNode] = []
        if bar.title != nil || !barItems.isEmpty {
            var navigationBar = makeNode(role: "navigationBar", label: bar.title ?? "", for: host)
            navigationBar.isContainer = true
            navigationBar.children = barItems
            elements.append(navigationBar)
        }
        elements += content
        let keyboard = Self.showsKeyboard(content + barItems) ? (bar.items[.keyboard] ?? []) : []
        let bottom = (bar.items[.bottom] ?? []) + keyboard
        if !bottom.isEmpty {
            var toolbar = makeNode(role: "toolbar", label: "", for: host)
            toolbar.isContainer = true
            toolbar.children = bottom
            elements.append(toolbar)
        }
        return (elements, bar.title)
    }

    /// The name of the view a screen shows: its first custom view, or the value it was pushed for.
    static func screenName(_ host: GraphNode) -> String {
        var queue = host.children
        while !queue.isEmpty {
            let node = queue.removeFirst()
            if node.kind == .custom { return node.typeName }
            queue += node.children
        }
        if let screen = host.view as? _NavigationScreen, case .path(_, let value) = screen.kind {
            return "the screen pushed for \(ValueDescription.short(value.base))"
        }
        return "the pushed screen"
    }

    /// Whether a view of the screen hides its back button with `navigationBarBackButtonHidden(true)`.
    static func hidesBackButton(_ host: GraphNode) -> Bool {
        NavigationScope.nodes(in: host).contains { node in
            (node.appliedModifier as? NavigationBarBackButtonHiddenModifier)?.isHidden == true
        }
    }
}

extension _NavigationScreen {
    /// What the screen's back button does: pops this screen and those above it.
    var popAction: @MainActor () -> Void {
        let model = model
        if let splitColumn { return { model.splitColumns.back(from: splitColumn, model) } }
        switch kind {
        case .path(let index, _): return { model.pop(toPathCount: index) }
        case .pushed(let id): return { model.pop(fromPushedView: id) }
        case .detail: return { model.popAll() }
        case .root: return {}
        }
    }
}
