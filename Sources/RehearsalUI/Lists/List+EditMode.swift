/// A list bound to a set of selections: on iOS it selects rows only in edit mode, and its selected rows
/// read as selected.
@MainActor protocol MultipleSelectionList {
    /// Whether `select` must wait for edit mode: the selection is a set and the edit mode is inactive.
    func needsEditMode(_ node: GraphNode) -> Bool
}

extension List: MultipleSelectionList {
    func needsEditMode(_ node: GraphNode) -> Bool {
        guard let selection, selection.allowsMultiple else { return false }
        return node.environment.editMode?.wrappedValue.isEditing != true
    }
}

extension List: AccessibilityTreeBuilding {
    /// A `list` container of its rows; with a set selection, the rows whose label names a selected option
    /// read `[isSelected]`, as the checkmarks of edit mode show them. In edit mode, `tap ROW` toggles it.
    package func buildAccessibility(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        defer { builder.noteLazyWindow(of: node) }
        guard let element = node.element, let info = element.accessibility else { return builder.buildChildren(node) }
        var list = builder.makeNode(role: info.role, label: info.label, for: node)
        list.identifier = info.identifier
        list.value = info.value
        list.hint = info.hint
        list.traits = info.traits
        list.isEnabled = info.isEnabled
        list.sortPriority = info.sortPriority
        builder.notePriority(info.sortPriority)
        list.actions = element.actions
        list.customActions = element.actions.named.map {
            AccessibilityCustomAction(name: $0.name, kind: .accessibility, perform: $0.perform)
        }
        list.isContainer = true
        list.children = builder.buildChildren(node)
        if let selection, selection.allowsMultiple {
            let selected = Set(selection.selected())
            let labels = Set(TaggedOptions.collect(from: content).filter { selected.contains($0.tag) }.map(\.label))
            for index in list.children.indices
            where labels.contains(list.children[index].label) && !list.children[index].traits.contains("isSelected") {
                list.children[index].traits.append("isSelected")
            }
        }
        if let selection, node.environment.editMode?.wrappedValue.isEditing == true {
            Self.tapsToggleSelection(
                of: &list.children, selection: selection, options: TaggedOptions.collect(from: content))
        }
        return [list]
    }

    /// Without a selection it reads only its own element and rows; a selection's value changes without a stamp.
    package func buildsFromItsSubtreeOnly(_ node: GraphNode) -> Bool { selection == nil }

    /// In edit mode a tap on a row selects it or, when it is selected, deselects it (the row's own tap, a
    /// link's push, gives way), as iOS does; rows are matched to options by label, and the selected ones read
    /// `[isSelected]` (a single selection's too, as its checkmark shows it).
    @MainActor private static func tapsToggleSelection(
        of rows: inout [AccessibilityNode], selection: SelectionBinding, options: [TaggedOptions.Option]
    ) {
        let toggle = selection.toggle
        let selected = Set(selection.selected())
        for index in rows.indices {
            guard let option = options.first(where: { $0.label == rows[index].label }) else { continue }
            let tag = option.tag
            rows[index].actions.tap = { _ = toggle(tag) }
            if selected.contains(tag) && !rows[index].traits.contains("isSelected") {
                rows[index].traits.append("isSelected")
            }
        }
    }
}
