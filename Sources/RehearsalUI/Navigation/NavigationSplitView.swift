/// A view with a sidebar column, an optional content column and a detail column, as SwiftUI's
/// `NavigationSplitView`, laid out as on a regular-width screen: every column is visible.
///
/// A `NavigationLink(value:)` in the sidebar or content column shows its destination (declared with
/// `navigationDestination(for:)` in those columns) in the detail column, replacing what was there, and
/// `back` returns the detail column to its own content. Each column has its own navigation bar.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never

    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        columnVisibility = nil
    }

    /// A two-column split view whose visible columns follow a binding.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    /// A three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        columnVisibility = nil
    }

    /// A three-column split view whose visible columns follow a binding.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }
}

extension NavigationSplitView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let model = NavigationStackModel.attached(to: node, kind: .splitView)
        _ = model.readPath()
        var summary = NavigationStackSummary.describe(model)
        if let columnVisibility {
            let visibility = node.trackingReads { columnVisibility.wrappedValue }
            summary = ("columnVisibility=\(visibility) " + summary).trimmingCharacters(in: .whitespaces)
        }
        node.element = Element("NavigationSplitView", summary)
        children.environment = model.environmentMemo.environment(from: children.environment, key: 0) {
            $0.navigationStack = model
        }
        children.append(_NavigationScreen(kind: .root(sidebar), model: model), key: .slot("sidebar"))
        if let content {
            children.append(_NavigationScreen(kind: .root(content), model: model), key: .slot("content"))
        }
        children.append(_NavigationScreen(kind: .detail(detail), model: model), key: .slot("detail"))
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
