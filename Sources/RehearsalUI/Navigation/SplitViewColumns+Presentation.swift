/// One stack per column: a link in a split view's column presents its destination in the next column (the
/// detail column for a link in the detail column), replacing what that column showed and clearing the columns
/// after it, as in SwiftUI. A `NavigationStack` at the top of a column keeps its own path: a link in an earlier
/// column replaces that path with its value, and links inside the stack push onto it. Collapsed, the columns
/// and their stacks are one stack, in column order.
extension SplitViewColumns {
    /// What a link presents in a column: a value, shown by a `navigationDestination(for:)` of the split view,
    /// or a view (`NavigationLink(destination:)`).
    enum Presented {
        case value(AnyHashable)
        case view(id: Int, view: any View, name: String)

        var isValue: Bool {
            if case .value = self { return true }
            return false
        }

        /// What `path` prints for it.
        var text: String {
            switch self {
            case .value(let value): ValueDescription.short(value.base)
            case .view(_, _, let name): name
            }
        }
    }

    /// A column's stack, held without keeping its model alive.
    struct WeakStack {
        weak var model: NavigationStackModel?
    }

    /// The column a link in `column` presents in: the next one, or the detail column itself.
    func target(of column: NavigationSplitViewColumn) -> NavigationSplitViewColumn {
        guard let index = columns.firstIndex(of: column), index + 1 < columns.count else { return .detail }
        return columns[index + 1]
    }

    /// Presents `value` from a link in `column`: on the target column's own stack when it has one, else in
    /// place of its content. The split view's destinations for the value's type must be declared.
    func present(
        _ value: AnyHashable, from column: NavigationSplitViewColumn, _ model: NavigationStackModel,
        owner: String = "root"
    )
        -> NavigationStackModel.PushOutcome
    {
        let target = target(of: column)
        if let stack = stack(in: target), stack.hasDestination(for: type(of: value.base)) {
            dismissPresented(from: target)
            stack.popAll()
            guard stack.access.append(value) else {
                return .typeMismatch(
                    value: ViewTypeName.of(type(of: value.base)),
                    path: stack.access.elementTypeName ?? "NavigationPath")
            }
            show(target, model)
            return .pushed
        }
        guard model.hasDestination(for: type(of: value.base)) else {
            // Collapsed, a later column is not mounted yet: mount it and consult its stack's declarations.
            if stack(in: target) == nil, !isMounted(target) {
                return presentOnUnmountedStack(value, in: target, model, owner: owner)
            }
            return .noDestination(type: ViewTypeName.of(type(of: value.base)))
        }
        dismissPresented(from: target)
        presented[target] = .value(value)
        show(target, model)
        return .pushed
    }

    /// Presents a view from a `NavigationLink(destination:)` in `column`: over the root of the target column's own
    /// stack when it has one (collapsed, once the column and its stack mount), else in place of its content.
    func present(view: any View, from column: NavigationSplitViewColumn, _ model: NavigationStackModel) {
        let target = target(of: column)
        dismissPresented(from: target)
        if let stack = stack(in: target) {
            stack.pushView(view)
            show(target, model)
            return
        }
        presentedViews += 1
        presented[target] = .view(id: presentedViews, view: view, name: NavigationStackModel.name(of: view))
        awaitStack(forViewIn: target)
        show(target, model)
    }

    /// Clears what links presented in `column` and the columns after it, and pops their stacks to the root.
    func dismissPresented(from column: NavigationSplitViewColumn) {
        var changed = false
        for later in columns where later.order >= column.order {
            changed = changed || presented[later] != nil || reached.contains(later)
            if presented[later] != nil { presented[later] = nil }
            reached.remove(later)
            awaitingStack.remove(later)
            stack(in: later)?.popAll()
            resetPresentedDestination(in: later)
        }
        if changed, let node = splitNode {
            node.graph.invalidate(node, cause: .session("a split view column was dismissed"))
        }
    }

    /// Whether a link presented something in `column` (in its place, or on its own stack).
    func isPresenting(in column: NavigationSplitViewColumn) -> Bool {
        presented[column] != nil || reached.contains(column) || (stack(in: column)?.depth ?? 0) > 0
    }

    /// Notes the `NavigationStack` in a column's views (its content, or inside a custom view's body); its
    /// destinations fall back to the split view's.
    func noteStack(_ stack: NavigationStackModel, in column: NavigationSplitViewColumn, splitView: NavigationStackModel)
    {
        stack.fallback = splitView
        if stacks[column]?.model !== stack { stacks[column] = WeakStack(model: stack) }
        // A value presented before the column's stack was mounted (a collapsed split view mounts a column when
        // it is pushed) goes on that stack, as if the stack had been there.
        if case .value(let value)? = presented[column], stack.hasDestination(for: type(of: value.base)) {
            presented[column] = nil
            stack.popAll()
            _ = stack.access.append(value)
        }
        moveDestinationView(in: column, onto: stack)
        revealAfterSettling(column)
    }

    /// Whether the back button of a collapsed column gives way to its stack's own, while the stack is deeper than
    /// its root.
    func stackCoversBackButton(of column: NavigationSplitViewColumn) -> Bool {
        (stack(in: column)?.depth ?? 0) > 0
    }

    /// Whether a column's content is a `NavigationStack` (looking through its modifiers), which shows what is
    /// presented in the column on its own path.
    static func isStack(_ content: any View) -> Bool {
        var current: Any = content
        while let carrier = current as? any ModifierCarrying { current = carrier.carriedContent }
        return current is any ColumnStack
    }

    /// The stack at the top of a column, while it is mounted.
    func stack(in column: NavigationSplitViewColumn) -> NavigationStackModel? {
        guard let stack = stacks[column]?.model, stack.node?.isMounted == true else { return nil }
        return stack
    }

    /// Whether a column's screen is mounted (collapsed, the columns after the one on top are not).
    func isMounted(_ column: NavigationSplitViewColumn) -> Bool {
        splitNode?.children.contains { ($0.view as? _NavigationScreen)?.splitColumn == column && $0.isMounted }
            ?? false
    }

    /// Shows `column` after a link presented in it: on top when collapsed, and the split view updates.
    func show(_ column: NavigationSplitViewColumn, _ model: NavigationStackModel) {
        reached.insert(column)
        if let previous = previous(column) { advance(from: previous) }
        guard let node = model.node else { return }
        node.graph.invalidate(node, cause: .session("a split view column's link"))
    }
}

/// A `NavigationStack`, seen without its generic parameters.
protocol ColumnStack {}

extension NavigationStack: ColumnStack {}
