/// A `NavigationSplitView` seen without its generic parameters: the view type of each column's own content.
@MainActor protocol SplitViewColumnContent {
    /// The type of the content `column` shows when nothing is presented there.
    func contentType(of column: NavigationSplitViewColumn) -> Any.Type
}

extension NavigationSplitView: SplitViewColumnContent {
    func contentType(of column: NavigationSplitViewColumn) -> Any.Type {
        switch column {
        case .sidebar: Sidebar.self
        case .content: Content.self
        default: Detail.self
        }
    }
}

extension SplitViewColumns {
    /// Whether the views of `column` may hold a `NavigationStack`, read from their types without mounting them.
    func mayHaveStack(in column: NavigationSplitViewColumn) -> Bool {
        guard let split = splitNode?.view as? any SplitViewColumnContent else { return true }
        return StaticNavigationScan.mayHaveStack(in: split.contentType(of: column))
    }

    /// Whether a `NavigationStack` in the views of `column` may declare a destination for `valueType`, read from
    /// their types without mounting them.
    func mayDeclareDestination(for valueType: Any.Type, in column: NavigationSplitViewColumn) -> Bool {
        guard let split = splitNode?.view as? any SplitViewColumnContent else { return true }
        return StaticNavigationScan.mayDeclareDestination(for: valueType, in: split.contentType(of: column))
    }
}
