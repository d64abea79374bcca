/// `scroll TARGET` inside a scroll view with `.scrollPosition(id:)`: the scroll view scrolls to the target's
/// view, and the binding takes its id.
extension Interactor {
    /// Scrolls to `element` when a `.scrollPosition(id:)` above it tracks the scroll; `nil` when none does.
    func scrollPosition(to element: AccessibilityNode) throws(InteractionError) -> Result? {
        guard let node = element.source, let link = node.environment.scrollPosition else { return nil }
        let (id, problem) = node.scrollTargetID(below: link)
        guard let id else {
            throw InteractionError(
                .nothingToScroll,
                "expected a view of a .scrollTargetLayout() to scroll to, but \(element.reference) (in "
                    + "\(element.owner)) is in a scroll view with .scrollPosition(id:) and \(problem ?? "has no id")."
                    + " To fix, add .scrollTargetLayout() to the stack of rows inside the scroll view (rows of a "
                    + "ForEach have ids), or target one of its rows.")
        }
        var accepted = true
        let result = run("scroll \(element.reference)") { accepted = link.scroll(id) }
        guard accepted else {
            throw InteractionError(
                .nothingToScroll,
                "expected the id of \(element.reference), \(ValueDescription.short(id.base)), to fit the "
                    + ".scrollPosition binding, but it is of another type. To fix, "
                    + (link.fix?(Swift.type(of: id.base))
                        ?? "bind a state of the rows' id type (\(Swift.type(of: id.base))?)") + ".")
        }
        return result
    }
}
