/// Actions that modifiers give the elements of their content: swipe actions, context-menu items and
/// refresh become named actions, as VoiceOver offers them.
extension SwipeActionsModifier: AccessibilityContributing {
    package func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        let content = builder.buildContent(of: node)
        let buttons = builder.buildSlot("swipeActions", of: node)
        return content.map { $0.adding(actionsFrom: buttons, kind: .swipe(edge)) }
    }
}

extension ContextMenuModifier: AccessibilityContributing {
    package func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        let content = builder.buildContent(of: node)
        let items = builder.buildSlot("contextMenu", of: node)
        return content.map { $0.adding(actionsFrom: items, kind: .contextMenu) }
    }
}

extension RefreshableModifier: AccessibilityContributing {
    package func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        var content = builder.buildContent(of: node)
        guard let model = node.modifierState as? RefreshModel, !content.isEmpty else { return content }
        content[0].customActions.append(
            AccessibilityCustomAction(name: "Refresh", kind: .refresh) { _ = model.startTracked(on: node) })
        return content
    }
}

extension AccessibilityNode {
    /// This element with a named action for each button among `buttons`.
    func adding(actionsFrom buttons: [AccessibilityNode], kind: AccessibilityCustomAction.Kind) -> AccessibilityNode {
        var copy = self
        func add(_ element: AccessibilityNode) {
            // A submenu is one item whose own items `menu TARGET "Sub" "Item"` reaches.
            if element.role == "menu", !element.label.isEmpty {
                var action = AccessibilityCustomAction(
                    name: element.label, kind: kind, isEnabled: element.isEnabled, perform: element.actions.tap ?? {})
                action.items = element.children
                copy.customActions.append(action)
                return
            }
            if let tap = element.actions.tap, !element.label.isEmpty {
                copy.customActions.append(
                    AccessibilityCustomAction(
                        name: element.label, kind: kind, isEnabled: element.isEnabled, perform: tap))
            }
            for child in element.children { add(child) }
        }
        for button in buttons { add(button) }
        return copy
    }
}
