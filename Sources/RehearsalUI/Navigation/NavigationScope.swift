/// The nodes that belong to one screen: a screen's views, without those of screens, tabs or presentations
/// nested in it.
///
/// Modifiers that speak for their screen (`navigationTitle`, `interactiveDismissDisabled`,
/// `presentationDetents`) are found by walking a screen's scope.
@MainActor package enum NavigationScope {
    /// The nodes below `root` (not `root` itself) that belong to its scope, depth first.
    package static func nodes(in root: GraphNode) -> [GraphNode] {
        var found: [GraphNode] = []
        func visit(_ node: GraphNode) {
            for child in node.children {
                if child.view is any NavigationScopeBoundary { continue }
                found.append(child)
                visit(child)
            }
        }
        visit(root)
        return found
    }

    /// The nodes below a presentation's host that speak for the presentation: its own views and those of
    /// the navigation container (and screens) it shows, but not those of presentations nested in it.
    package static func nodesIncludingScreens(in root: GraphNode) -> [GraphNode] {
        var found: [GraphNode] = []
        func visit(_ node: GraphNode) {
            for child in node.children {
                if child.view is _PresentationHost || child.view is _DialogHost { continue }
                found.append(child)
                visit(child)
            }
        }
        visit(root)
        return found
    }

    /// The navigation title a screen's views set, the outermost first.
    package static func title(in root: GraphNode) -> String? {
        for node in nodes(in: root) {
            if let modifier = node.appliedModifier as? NavigationTitleModifier { return modifier.title }
        }
        return nil
    }
}

/// A view that starts a scope of its own: a navigation container, a screen, a tab, a presentation.
@MainActor package protocol NavigationScopeBoundary {}

extension NavigationStack: NavigationScopeBoundary {}
extension NavigationSplitView: NavigationScopeBoundary {}
extension _NavigationScreen: NavigationScopeBoundary {}
extension TabView: NavigationScopeBoundary {}
extension _TabHost: NavigationScopeBoundary {}
extension _PresentationHost: NavigationScopeBoundary {}
extension _DialogHost: NavigationScopeBoundary {}
