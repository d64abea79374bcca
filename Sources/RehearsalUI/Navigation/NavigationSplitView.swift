/// A view with a sidebar column, an optional content column and a detail column, as SwiftUI's
/// `NavigationSplitView`.
///
/// On a regular horizontal size class every column shows (but those `columnVisibility:` hides). A
/// `NavigationLink(value:)` in the sidebar or content column shows its destination (declared with
/// `navigationDestination(for:)` in those columns) in the detail column, replacing what was there; in a
/// `List(selection:)` whose selection takes the link's value, the link selects its row instead, and the
/// columns that read the selection follow. On a compact size class (an iPhone) the split view collapses
/// into a stack, as iOS does: a selection or a link pushes the next column, `back` pops it and clears the
/// selection, and `preferredCompactColumn:` says which column is on top. Each column has its own
/// navigation bar.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never

    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    init(
        sidebar: Sidebar, content: Content?, detail: Detail, columnVisibility: Binding<NavigationSplitViewVisibility>?,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil, preferredCompactColumn: nil)
    }

    /// A two-column split view whose visible columns follow a binding.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility,
            preferredCompactColumn: nil)
    }

    /// A two-column split view whose column on top, when collapsed, follows a binding.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil,
            preferredCompactColumn: preferredCompactColumn)
    }

    /// A two-column split view whose visible columns and column on top, when collapsed, follow bindings.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility,
            preferredCompactColumn: preferredCompactColumn)
    }

    /// A three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil,
            preferredCompactColumn: nil)
    }

    /// A three-column split view whose visible columns follow a binding.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility,
            preferredCompactColumn: nil)
    }

    /// A three-column split view whose column on top, when collapsed, follows a binding.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil,
            preferredCompactColumn: preferredCompactColumn)
    }

    /// A three-column split view whose visible columns and column on top, when collapsed, follow bindings.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility,
            preferredCompactColumn: preferredCompactColumn)
    }
}

extension NavigationSplitView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let model = NavigationStackModel.attached(to: node, kind: .splitView)
        _ = model.readPath()
        let columns = model.splitColumns
        let visibility = columnVisibility.map { binding in node.trackingReads { binding.wrappedValue } } ?? .automatic
        columns.update(
            hasContent: content != nil, isCompact: node.environment.horizontalSizeClass == .compact,
            visibility: visibility, preferred: preferredCompactColumn)
        let top = columns.isCompact ? node.trackingReads { columns.compactTop(model) } : nil
        var parts: [String] = []
        if columnVisibility != nil { parts.append("columnVisibility=\(visibility)") }
        if let top { parts.append("compact top=\(top)") }
        let path = NavigationStackSummary.describe(model)
        if !path.isEmpty { parts.append(path) }
        node.element = Element("NavigationSplitView", parts.joined(separator: " "))
        let environment = model.environmentMemo.environment(from: children.environment, key: 0) {
            $0.navigationStack = model
        }
        for column in columns.columns {
            // Collapsed, the split view is a stack up to the column on top; the columns after it are not shown.
            if let top, column.order > top.order { continue }
            let view: _NavigationScreen.Kind =
                switch column {
                case .sidebar: .root(sidebar)
                case .content: .detail(content ?? EmptyView())
                default: .detail(detail)
                }
            // A column mounted to find its stack stays out of sight until the stack took what was presented.
            let isCovered =
                (top.map { column != $0 } ?? (columns.hiddenReason(column) != nil))
                || columns.awaitingStack.contains(column)
            children.append(
                _NavigationScreen(
                    kind: view, model: model, isCovered: isCovered, splitColumn: column,
                    presentation: columns.revision),
                key: .slot(column.name), environment: environment)
        }
    }
}

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable, CustomStringConvertible {
    let name: String

    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")

    public var description: String { "." + name }
}
