/// The system's Show/Hide Sidebar item (`SidebarCommands`, ctrl+cmd+s): titled after the window's
/// `NavigationSplitView` as it is now, and performed by setting the split view's bound `columnVisibility`
/// (`.detailOnly`, or `.doubleColumn` with three columns, to hide; `.all` to show).
@MainActor enum SidebarToggle {
    /// Titles `item` and gives it its action from the first split view in `window`; without one the item is
    /// disabled, as macOS shows it.
    static func configure(_ item: inout AppMenuBar.Item, window: ViewGraph) {
        guard let root = window.root, let split = firstSplitView(in: root) else {
            item.isEnabled = false
            return
        }
        guard let binding = split.sidebarVisibility else {
            item.title = "Hide Sidebar"
            item.note =
                "the window's NavigationSplitView has no columnVisibility binding, so Rehearsal has no state to "
                + "change: pass `columnVisibility: $visibility` to toggle its sidebar"
            return
        }
        let threeColumns = split.hasContentColumn
        item.title = isShown(binding.wrappedValue, threeColumns: threeColumns) ? "Hide Sidebar" : "Show Sidebar"
        item.perform = {
            let shown = isShown(binding.wrappedValue, threeColumns: threeColumns)
            binding.wrappedValue = shown ? (threeColumns ? .doubleColumn : .detailOnly) : .all
        }
    }

    private static func isShown(_ visibility: NavigationSplitViewVisibility, threeColumns: Bool) -> Bool {
        !(visibility == .detailOnly || (threeColumns && visibility == .doubleColumn))
    }

    private static func firstSplitView(in node: GraphNode) -> (any SidebarColumnHolder)? {
        if let split = node.view as? any SidebarColumnHolder { return split }
        for child in node.children {
            if let split = firstSplitView(in: child) { return split }
        }
        return nil
    }
}

/// A split view as the sidebar item sees it.
@MainActor protocol SidebarColumnHolder {
    /// The `columnVisibility:` binding, if one was passed.
    var sidebarVisibility: Binding<NavigationSplitViewVisibility>? { get }
    /// Whether there is a content column between the sidebar and the detail.
    var hasContentColumn: Bool { get }
}

extension NavigationSplitView: SidebarColumnHolder {
    var sidebarVisibility: Binding<NavigationSplitViewVisibility>? { columnVisibility }
    var hasContentColumn: Bool { content != nil }
}
