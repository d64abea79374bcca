/// Gives a list row actions revealed by a swipe: `swipeActions(edge:allowsFullSwipe:content:)`.
///
/// The buttons are mounted in a `.swipeActions` slot (the view tree shows them); in the accessibility tree
/// they become named actions of the row's element, as VoiceOver offers them, and the session's
/// `swipe TARGET "action"` performs one. With `allowsFullSwipe`, a full swipe performs the first action.
struct SwipeActionsModifier<Actions: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions

    func update(_ node: GraphNode, _ children: inout ChildList) {
        var arguments: [String] = []
        if edge != .trailing { arguments.append("edge: \(edge)") }
        if !allowsFullSwipe { arguments.append("allowsFullSwipe: false") }
        node.modifierAttributes = [
            arguments.isEmpty ? ".swipeActions" : ".swipeActions(\(arguments.joined(separator: ", ")))"
        ]
        children.append(actions, key: .slot("swipeActions"))
    }
}

/// Gives a view a menu revealed by a long press: `contextMenu(menuItems:)`.
///
/// The items are mounted in a `.contextMenu` slot; in the accessibility tree they become named actions of
/// the view's element, and the session runs one by name.
struct ContextMenuModifier<Items: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let items: Items

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".contextMenu"]
        children.append(items, key: .slot("contextMenu"))
    }
}

extension View {
    /// Adds swipe actions to a list row.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }

    /// Adds a context menu.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }

    /// Adds a context menu with a preview; the preview is not shown, only the items are kept.
    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    )
        -> some View
    {
        modifier(ContextMenuModifier(items: menuItems()))
    }
}
