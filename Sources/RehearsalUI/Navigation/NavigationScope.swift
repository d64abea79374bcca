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
                if isBoundary(child.view) { continue }
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

    /// The navigation title a screen's views set, the outermost first: the nodes of ``nodes(in:)`` in their order,
    /// up to the first title (the navigation path names every stack by it at every print).
    package static func title(in root: GraphNode) -> String? {
        var pending = root.children.reversed() as [GraphNode]
        while let node = pending.popLast() {
            if isBoundary(node.view) { continue }
            if let modifier = node.appliedModifier as? NavigationTitleModifier { return modifier.title }
            pending.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    @MainActor private static var boundaries: [ObjectIdentifier: Bool] = [:]

    /// Whether `view` starts a scope of its own, found once per type (the cast to the protocol copies the view).
    private static func isBoundary(_ view: any View) -> Bool {
        let type = type(of: view)
        let key = ObjectIdentifier(type)
        if let known = boundaries[key] { return known }
        let result = type is any NavigationScopeBoundary.Type
        boundaries[key] = result
        return result
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
