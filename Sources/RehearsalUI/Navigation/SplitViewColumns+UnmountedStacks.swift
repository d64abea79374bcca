/// A link in an earlier column whose destination only a later column's own `NavigationStack` declares. Collapsed
/// (a compact width), that column is not mounted until something is pushed onto it, so its declarations are not
/// known when the link is tapped. As iOS does when it collapses the columns into one stack, the link mounts the
/// column with the value pending, and once the column's stack and its declarations are mounted (at the end of the
/// same update) the value goes onto that stack, or, when the stack declares no destination for it either, the
/// column is dismissed again and the link reports that it has no destination.
extension SplitViewColumns {
    /// Presents `value` in `target`, whose stack is not mounted yet; settles it once the stack is.
    func presentOnUnmountedStack(
        _ value: AnyHashable, in target: NavigationSplitViewColumn, _ model: NavigationStackModel, owner: String
    ) -> NavigationStackModel.PushOutcome {
        guard let graph = model.node?.graph else {
            return .noDestination(type: ViewTypeName.of(type(of: value.base)))
        }
        let before = preferred?.wrappedValue
        dismissPresented(from: target)
        presented[target] = .value(value)
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
        if let preferredBefore, let preferred, preferred.wrappedValue != preferredBefore {
            preferred.wrappedValue = preferredBefore
        }
        if let node = splitNode { graph.invalidate(node, cause: .session("a split view column's link")) }
    }
}
