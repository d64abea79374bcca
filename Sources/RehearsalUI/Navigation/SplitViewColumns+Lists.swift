/// How a selectable `List` in a split view's column drives the split view: it registers its selection
/// with its column, and its rows' `NavigationLink(value:)`s select instead of pushing, as in SwiftUI.
extension SplitViewColumns {
    /// The split view column `node` is in, and its columns, looking up to the nearest screen.
    static func column(of node: GraphNode) -> (SplitViewColumns, NavigationSplitViewColumn)? {
        var current = node.parent
        while let ancestor = current {
            if let screen = ancestor.view as? _NavigationScreen {
                return screen.splitColumn.map { (screen.model.splitColumns, $0) }
            }
            if ancestor.view is any NavigationScopeBoundary { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// The select action of a selectable list: registers the list with its split view column, and after a
    /// selection shows the next column when the split view is collapsed.
    static func selectAction(
        list node: GraphNode, selection: SelectionBinding,
        options: @escaping @MainActor () -> [TaggedOptions.Option]
    ) -> @MainActor (String) -> [String]? {
        let select = selection.selectAction(options: options)
        guard let (columns, column) = Self.column(of: node) else { return select }
        columns.register(selection, list: node, in: column)
        return { [weak columns] label in
            let options = select(label)
            if options == nil { columns?.advance(from: column) }
            return options
        }
    }

    /// Selects `value` in the selectable list of a split view column that holds the link `node`, as a tap on
    /// a value link in a sidebar's `List(selection:)` does when the value fits the selection; `false` when
    /// the link is elsewhere or the value does not fit.
    static func selectRow(_ value: AnyHashable, link node: GraphNode?) -> Bool {
        var current = node?.parent
        while let ancestor = current {
            if let list = ancestor.view as? any SelectableList {
                guard let selection = list.listSelection, let (columns, column) = Self.column(of: ancestor),
                    selection.select(value)
                else { return false }
                columns.advance(from: column)
                return true
            }
            if ancestor.view is any NavigationScopeBoundary { return false }
            current = ancestor.parent
        }
        return false
    }
}

/// A list that may have a selection binding, seen without its generic parameters.
@MainActor protocol SelectableList {
    var listSelection: SelectionBinding? { get }
    /// The rows a selection can choose, with their labels.
    var listOptions: [TaggedOptions.Option] { get }
}

extension List: SelectableList {
    var listSelection: SelectionBinding? { selection }
    var listOptions: [TaggedOptions.Option] { TaggedOptions.collect(from: content) }
}
