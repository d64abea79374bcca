/// Collapsed (a compact width), a split view column whose own `NavigationStack` is at its root shows one navigation
/// bar, as iOS does: the stack root's, with its title and items, and the column's back button first in it. Without
/// this, the column's screen and the stack's root would each show a bar, the first one untitled with only the back
/// button. An untitled root with no items has no bar of its own, and the column's bar stays as it is.
extension AccessibilityTreeBuilder {
    /// Merges a collapsed column's bar (only its back button) into the bar that follows it, its stack root's; returns
    /// that bar's title, for the back button of the screen above, or `nil` when nothing was merged.
    static func mergeColumnBar(_ elements: inout [AccessibilityNode]) -> String? {
        guard elements.count > 1, elements[0].role == "navigationBar", elements[0].label.isEmpty,
            elements[0].children.count == 1, elements[0].children[0].kind == .backButton,
            elements[1].role == "navigationBar"
        else { return nil }
        let back = elements.removeFirst().children[0]
        elements[0].children.insert(back, at: 0)
        return elements[0].label.isEmpty ? nil : elements[0].label
    }
}
