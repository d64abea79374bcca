/// `navigationDestination(isPresented:)` and `navigationDestination(item:)` in a split view's sidebar or content
/// column present in the next column, as links there do, and not in the detail column: in place of the column's
/// content, or on its own `NavigationStack` (collapsed, once the column and its stack mount). Dismissing the column
/// (`back`, another link presenting there) resets the binding.
extension SplitViewColumns {
    /// The modifier that presents in a column, with the binding reset that dismissing the column calls.
    struct DestinationOwner {
        weak var node: GraphNode?
        /// The item's value (`nil` for `isPresented:`): another value presents again.
        var key: AnyHashable?
        /// The number of the presented view (see `Presented.view`), or `nil` when on the column's stack.
        var viewID: Int?
        var reset: @MainActor () -> Void
    }

    /// Shows `view` in the column after `column` for the modifier `owner`, or hides what it showed there.
    /// `false` when `column` is the detail column, whose destinations push as in a stack.
    func setPresentedDestination(
        owner: GraphNode, in column: NavigationSplitViewColumn, view: (any View)?, key: AnyHashable?,
        _ model: NavigationStackModel, reset: @escaping @MainActor () -> Void
    ) -> Bool {
        let target = target(of: column)
        guard target != column else { return false }
        let current = destinationOwners[target].flatMap { $0.node === owner ? $0 : nil }
        if let current, view != nil, current.key == key { return true }
        if let current {
            destinationOwners[target] = nil
            if let id = current.viewID {
                if case .view(id, _, _)? = presented[target] { dismissPresented(from: target) }
            } else if let stack = stack(in: target) {
                stack.setPushedView(owner: owner, view: nil) {}
            }
        }
        guard let view else { return true }
        if let stack = stack(in: target) {
            dismissPresented(from: target)
            stack.setPushedView(owner: owner, view: view, pop: reset)
            destinationOwners[target] = DestinationOwner(node: owner, key: key, viewID: nil, reset: reset)
            show(target, model)
        } else {
            present(view: view, from: column, model)
            destinationOwners[target] = DestinationOwner(
                node: owner, key: key, viewID: presentedViews, reset: reset)
        }
        return true
    }

    /// Resets the binding of the modifier that presented in `column`, when the column is dismissed.
    func resetPresentedDestination(in column: NavigationSplitViewColumn) {
        guard let owner = destinationOwners.removeValue(forKey: column), let node = owner.node, node.isMounted
        else { return }
        // A view on the column's stack leaves it now: the modifier no longer owns the column when its binding resets.
        if owner.viewID == nil { stack(in: column)?.setPushedView(owner: node, view: nil) {} }
        owner.reset()
    }
}
