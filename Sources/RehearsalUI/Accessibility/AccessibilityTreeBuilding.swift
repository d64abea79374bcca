/// A view that builds its own part of the accessibility tree: a navigation container, a tab view, a screen.
@MainActor package protocol AccessibilityTreeBuilding {
    func buildAccessibility(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode]
    /// Whether the part it builds depends only on its subtree and the context it makes itself, all stamped when it
    /// changes, so that the elements may be kept while the subtree is unchanged (false unless it says so).
    func buildsFromItsSubtreeOnly(_ node: GraphNode) -> Bool
}

extension AccessibilityTreeBuilding {
    package func buildsFromItsSubtreeOnly(_ node: GraphNode) -> Bool { false }
}

/// A modifier that changes the elements its content produces (a label, a trait), or places content of its
/// own (toolbar items in the navigation bar, swipe actions as named actions).
@MainActor package protocol AccessibilityContributing {
    func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode]
}
