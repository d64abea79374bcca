/// The columns of one `NavigationSplitView`: which exist, which the size class and `columnVisibility` show,
/// the selectable list of each leading column, and, when collapsed, which column is on top.
///
/// On a compact horizontal size class the split view is a stack, as on an iPhone: the sidebar is its
/// root, a selection in a column's list pushes the next column, a link's value pushes the detail, and
/// `back` pops a column and clears the selection that pushed it. A `preferredCompactColumn:` binding
/// says which column is on top instead, and the same gestures set it.
@MainActor package final class SplitViewColumns {
    /// A list with a selection binding, registered by the column it is in.
    struct Listing {
        weak var node: GraphNode?
        var selection: SelectionBinding
    }

    /// The split view's columns, leading first.
    private(set) var columns: [NavigationSplitViewColumn] = [.sidebar, .detail]
    /// Whether the split view is collapsed into a stack (a compact horizontal size class).
    private(set) var isCompact = false
    private(set) var visibility: NavigationSplitViewVisibility = .automatic
    private(set) var preferred: Binding<NavigationSplitViewColumn>?
    private var listings: [NavigationSplitViewColumn: Listing] = [:]
    private weak var node: GraphNode?
    /// The environment each column gives its views, kept while nothing changes.
    private var memos: [NavigationSplitViewColumn: EnvironmentMemo] = [:]
    /// What links in a leading column present in a later one, in place of its content (`present`).
    var presented: [NavigationSplitViewColumn: Presented] = [:] { didSet { revision += 1 } }
    /// Counts the changes of `presented`, so the columns' screens update after one.
    private(set) var revision = 0
    /// The `NavigationStack` in each column's views, where one is: it keeps its own path.
    var stacks: [NavigationSplitViewColumn: WeakStack] = [:]
    /// Numbers the views presented without a value.
    var presentedViews = 0
    /// The columns a link presented in, which stay on the collapsed stack until `back` pops them.
    var reached: Set<NavigationSplitViewColumn> = []
    /// The columns mounted out of sight, collapsed, for what a link or destination presented in them: their
    /// `NavigationStack`, wherever it is in the column's views, takes it once it mounts (`UnmountedStacks`).
    var awaitingStack: Set<NavigationSplitViewColumn> = []
    /// The `navigationDestination(isPresented:)` or `(item:)` that presents in each column.
    var destinationOwners: [NavigationSplitViewColumn: DestinationOwner] = [:]
    /// The split view's node, for the changes that must update it.
    var splitNode: GraphNode? { node }

    init(node: GraphNode?) { self.node = node }

    /// Takes the split view's configuration for this update.
    func update(
        hasContent: Bool, isCompact: Bool, visibility: NavigationSplitViewVisibility,
        preferred: Binding<NavigationSplitViewColumn>?
    ) {
        columns = hasContent ? [.sidebar, .content, .detail] : [.sidebar, .detail]
        self.isCompact = isCompact
        self.visibility = visibility
        self.preferred = preferred
    }

    func memo(for column: NavigationSplitViewColumn) -> EnvironmentMemo {
        if let memo = memos[column] { return memo }
        let memo = EnvironmentMemo()
        memos[column] = memo
        return memo
    }

    // MARK: Lists

    /// Notes the selectable list of a column; a new one updates the split view, whose top may change.
    func register(_ selection: SelectionBinding, list: GraphNode, in column: NavigationSplitViewColumn) {
        let isNew = listings[column]?.node !== list
        listings[column] = Listing(node: list, selection: selection)
        if isNew, isCompact, let node { node.graph.invalidate(node, cause: .session("a split view column's list")) }
    }

    /// The selectable list of a column, while it is mounted.
    func listing(in column: NavigationSplitViewColumn) -> Listing? {
        guard let listing = listings[column], listing.node?.isMounted == true else { return nil }
        return listing
    }

    private func hasSelection(in column: NavigationSplitViewColumn) -> Bool {
        listing(in: column).map { !$0.selection.selected().isEmpty } ?? false
    }

    // MARK: The collapsed stack

    /// The column on top when collapsed: the preferred column when bound, else the deepest one that the
    /// selections and the path reach. Reads the bindings, so call it inside the split view's tracking.
    func compactTop(_ model: NavigationStackModel) -> NavigationSplitViewColumn {
        if let preferred {
            let column = preferred.wrappedValue
            return columns.contains(column) ? column : .detail
        }
        if model.depth > 0 { return .detail }
        var top = NavigationSplitViewColumn.sidebar
        for (index, column) in columns.enumerated().dropFirst() {
            // A column is on the collapsed stack when the one before it selected a row or a link presented in it.
            let previous = columns[index - 1]
            guard previous == top, hasSelection(in: previous) || isPresenting(in: column) else { continue }
            top = column
        }
        return top
    }

    /// The column before `column`, or `nil` for the sidebar.
    func previous(_ column: NavigationSplitViewColumn) -> NavigationSplitViewColumn? {
        guard let index = columns.firstIndex(of: column), index > 0 else { return nil }
        return columns[index - 1]
    }

    /// Shows the column after `column` when collapsed, as a selection in its list or a link in it does.
    func advance(from column: NavigationSplitViewColumn) {
        guard isCompact, let preferred, let index = columns.firstIndex(of: column), index + 1 < columns.count
        else { return }
        if preferred.wrappedValue.order < columns[index + 1].order { preferred.wrappedValue = columns[index + 1] }
    }

    /// The back button of a collapsed column: pops it, clearing the selection that pushed it.
    func back(from column: NavigationSplitViewColumn, _ model: NavigationStackModel) {
        if column == .detail { model.popAll() }
        guard let previous = previous(column) else { return }
        dismissPresented(from: column)
        listing(in: previous)?.selection.clear()
        preferred?.wrappedValue = previous
    }

    /// Why a column cannot be reached on a regular-width screen, when `columnVisibility` hides it.
    func hiddenReason(_ column: NavigationSplitViewColumn) -> String? {
        guard !isCompact, column != .detail else { return nil }
        switch visibility {
        case .detailOnly: return "columnVisibility \(visibility) hides the \(column.name) column"
        case .doubleColumn where columns.count == 3 && column == .sidebar:
            return "columnVisibility \(visibility) hides the sidebar column"
        default: return nil
        }
    }
}

extension NavigationStackModel {
    /// The columns of a split view's model, made on first use.
    package var splitColumns: SplitViewColumns {
        if let columns = splitColumnsStorage { return columns }
        let columns = SplitViewColumns(node: node)
        splitColumnsStorage = columns
        return columns
    }
}
