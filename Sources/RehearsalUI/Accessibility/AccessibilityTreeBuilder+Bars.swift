/// What modifiers put in their screen's navigation bar: the title, toolbar items, the search field.
extension NavigationTitleModifier: AccessibilityContributing {
    package func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        if builder.currentScreen.title == nil { builder.currentScreen.title = title }
        return builder.buildContent(of: node)
    }
}

extension ToolbarModifier: AccessibilityContributing {
    package func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        var content = builder.buildContent(of: node)
        guard let slot = node.children.first(where: { $0.key == .slot("toolbar") }) else { return content }
        let items = builder.toolbarItems(in: slot)
        if builder.currentScreen.isNavigation {
            for (region, elements) in items { builder.currentScreen.items[region, default: []] += elements }
        } else {
            // iOS shows a toolbar only in a navigation container; keep the items, unreachable, for messages.
            let reason = AccessibilityNode.Reachability.hidden(
                because: "it is a toolbar item outside any navigation container, which iOS does not show",
                fix: "wrap the screen in NavigationStack { ... }")
            for (_, elements) in items {
                for var element in elements {
                    element.markUnreachable(reason)
                    content.append(element)
                }
            }
        }
        return content
    }
}

extension AccessibilityTreeBuilder {
    /// The elements of a toolbar's content by the region of the screen their placement puts them in.
    mutating func toolbarItems(in node: GraphNode) -> [(ToolbarItemPlacement.Region, [AccessibilityNode])] {
        if let placing = node.view as? any ToolbarPlacing {
            return [(placing.toolbarPlacement.region, buildChildren(node))]
        }
        if node.element?.accessibility != nil || node.appliedModifier is any AccessibilityContributing {
            return [(.trailing, build(node))]
        }
        var items: [(ToolbarItemPlacement.Region, [AccessibilityNode])] = []
        for child in node.children { items += toolbarItems(in: child) }
        return items
    }
}

extension SearchableModifier: AccessibilityContributing {
    package func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        guard let model = node.modifierState as? SearchModel else { return builder.buildContent(of: node) }
        // Named "Search" as the system's field is; the prompt is what an empty field shows, as a text field's
        // `prompt:` is (`placeholder=` in `ax` when it is not "Search" itself).
        var field = builder.makeNode(role: "searchField", label: "Search", for: node)
        field.kind = .searchField
        let text = model.currentText
        field.value = text.isEmpty ? nil : text
        field.placeholder = text.isEmpty ? model.prompt : nil
        field.actions.setText = { [model] in model.setText($0) }
        let submit = node.environment.searchSubmitActions
        field.actions.submit = { for action in submit { action() } }
        let marker = builder.addWaitingSearchField(field)
        var content = builder.buildContent(of: node)
        // Not taken by a screen inside: the field belongs to the screen around the modifier.
        if let field = builder.takeWaitingSearchField(at: marker) {
            if builder.currentScreen.isNavigation {
                builder.currentScreen.searchFields.append(field)
            } else {
                var hidden = field
                hidden.reachability = .hidden(
                    because: "the searchable view is not inside a navigation container, so iOS shows no search field",
                    fix: "wrap it in NavigationStack { ... }")
                content.insert(hidden, at: 0)
            }
        }
        return content
    }
}
