/// Which changes can change what ``NavigationPathRenderer`` prints, so that a path printed after one step can be
/// kept for the next when none of them happened.
///
/// The path prints what tab views, stacks and presentations hold (their models' selection, path, pushed views and
/// item, each stored when its node updates), the scopes they show (screens, tabs, presentations' hosts: covered,
/// hidden, their titles) and three modifiers in those scopes (`navigationTitle`, `presentationDetents`,
/// `interactiveDismissDisabled`, whose node updates when its value changes, a title's binding included). A node that
/// is none of these can change without the path changing.
@MainActor package enum NavigationPathRelevance {
    /// Whether an update, a mount or an unmount of `node` may change the printed path.
    package static func affectsPath(_ node: GraphNode) -> Bool {
        if let state = node.modifierState,
            state is TabViewModel || state is NavigationStackModel || state is PresentationModel
        {
            return true
        }
        if let modifier = node.appliedModifier,
            modifier is NavigationTitleModifier || modifier is PresentationDetentsModifier
                || modifier is InteractiveDismissDisabledModifier
        {
            return true
        }
        return node.view is any NavigationScopeBoundary
    }

    /// Whether the path of the containers held by `nodes` may change while none of them changes, so it is printed
    /// afresh every time: a split view (its columns print their lists' selections, read from bindings when
    /// printed), or a stack whose path holds a class instance (whose description can change in place).
    package static func isVolatile(_ nodes: [GraphNode]) -> Bool {
        for node in nodes {
            guard let model = node.modifierState as? NavigationStackModel else { continue }
            if model.kind == .splitView { return true }
            for value in model.path where type(of: value.base) is AnyClass { return true }
        }
        return false
    }
}
