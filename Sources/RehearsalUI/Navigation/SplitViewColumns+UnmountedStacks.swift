/// A link or destination in an earlier column whose destination only a later column's own `NavigationStack`
/// declares or shows. Collapsed (a compact width), that column is not mounted until something is pushed onto it, so
/// its stack and declarations are not known when the link is tapped. As iOS does when it collapses the columns into
/// one stack, the column is mounted with the value or view pending, out of sight (its views do not appear), and its
/// stack takes it once the stack and its declarations are mounted (at the end of the same update), wherever the
/// stack is in the column's views: the column's content itself, or inside a custom view's body, however deep.
/// When no stack there declares a destination for the value, the column is dismissed again and the link reports
/// that it has no destination; a view (`navigationDestination(isPresented:)`, `(item:)`) with no stack to go on
/// shows in place of the column's content, as on a regular width.
extension SplitViewColumns {
    /// Presents `value` in `target`, whose stack is not mounted yet; settles it once the stack is.
    func presentOnUnmountedStack(
        _ value: AnyHashable, in target: NavigationSplitViewColumn, _ model: NavigationStackModel, owner: String
    ) -> NavigationStackModel.PushOutcome {
        // A column whose types hold no stack declaring the value's type is not mounted: its views' state is never made.
        guard let graph = model.node?.graph, mayDeclareDestination(for: type(of: value.base), in: target) else {
            return .noDestination(type: ViewTypeName.of(type(of: value.base)))
        }
        let before = preferred?.wrappedValue
        dismissPresented(from: target)
        presented[target] = .value(value)
        awaitingStack.insert(target)
        show(target, model)
        graph.enqueueAppear { [weak self, weak graph] in
            guard let self, let graph else { return }
            self.settle(value, in: target, preferredBefore: before, owner: owner, graph: graph)
        }
        return .pushed
    }

    /// Moves a pending value onto the now mounted stack of `target`, or takes the column back and reports.
    private func settle(
        _ value: AnyHashable, in target: NavigationSplitViewColumn, preferredBefore: NavigationSplitViewColumn?,
        owner: String, graph: ViewGraph
    ) {
        // Another link replaced the value meanwhile, or the column's stack already took it.
        guard case .value(let pending)? = presented[target], pending == value else { return }
        let valueType = type(of: value.base)
        if let stack = stack(in: target), stack.hasDestination(for: valueType) {
            presented[target] = nil
            stack.popAll()
            // The stack updates for its new path, covering its root, and then shows the column (`noteStack`).
            if stack.access.append(value) { return }
            graph.report(
                .navigationPathTypeMismatch(
                    view: owner, value: ViewTypeName.of(valueType),
                    path: stack.access.elementTypeName ?? "NavigationPath"))
        } else {
            graph.report(.navigationLinkWithoutDestination(view: owner, type: ViewTypeName.of(valueType)))
        }
        presented[target] = nil
        reached.remove(target)
        awaitingStack.remove(target)
        if let preferredBefore, let preferred, preferred.wrappedValue != preferredBefore {
            preferred.wrappedValue = preferredBefore
        }
        if let node = splitNode { graph.invalidate(node, cause: .session("a split view column's link")) }
    }

    /// Mounts `target` out of sight for the view a destination modifier or link presented there, so that its stack,
    /// once mounted, takes it (`moveDestinationView`); without a stack the view shows in place of the column's
    /// content (`settleView`).
    func awaitStack(forViewIn target: NavigationSplitViewColumn) {
        // Without a stack in its types the view shows in place of the column's content, which is never mounted.
        guard !isMounted(target), mayHaveStack(in: target) else { return }
        awaitingStack.insert(target)
    }

    /// Called by the screen of a column mounted out of sight for a view: once the column's views have mounted (at
    /// the end of this update), shows the view in place of the column's content if no stack took it.
    func settleView(in column: NavigationSplitViewColumn, graph: ViewGraph) {
        guard case .view(let id, _, _)? = presented[column] else { return }
        graph.enqueueAppear { [weak self, weak graph] in
            guard let self, let graph, self.awaitingStack.contains(column),
                case .view(id, _, _)? = self.presented[column]
            else { return }
            self.awaitingStack.remove(column)
            guard let node = self.splitNode else { return }
            graph.invalidate(node, cause: .session("a split view column's destination"))
        }
    }

    /// Moves the view that a destination modifier or a `NavigationLink(destination:)` presented in `column` before
    /// its stack mounted onto the stack.
    func moveDestinationView(in column: NavigationSplitViewColumn, onto stack: NavigationStackModel) {
        // Only while the column shows its own content for it: a stack inside the presented view is not the column's.
        guard awaitingStack.contains(column), case .view(let id, let view, _)? = presented[column] else { return }
        presented[column] = nil
        stack.popAll()
        guard var owner = destinationOwners[column], owner.viewID == id, let ownerNode = owner.node,
            ownerNode.isMounted
        else {
            stack.pushView(view)
            return
        }
        stack.setPushedView(owner: ownerNode, view: view, pop: owner.reset)
        owner.viewID = nil
        destinationOwners[column] = owner
    }

    /// Shows a column mounted out of sight once its stack took what was presented there, after the stack has
    /// updated for it (so the stack's root, now covered, never appears).
    func revealAfterSettling(_ column: NavigationSplitViewColumn) {
        guard awaitingStack.contains(column), presented[column] == nil else { return }
        awaitingStack.remove(column)
        if let node = splitNode { node.graph.invalidate(node, cause: .session("a split view column's stack")) }
    }
}
