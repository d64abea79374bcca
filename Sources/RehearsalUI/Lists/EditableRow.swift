import Foundation

/// One row of a `ForEach` that has delete or move actions: it gives the row's elements what the `delete`
/// and `move` verbs need (the row's offset, the actions, whether `.deleteDisabled`/`.moveDisabled` apply).
///
/// It has no element of its own; the row's elements print `.onDelete`/`.onMove`.
struct EditableRow<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content
    let offset: Int
    let count: Int
    let actions: RowEditActions

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = actions.attributes
        children.append(content, key: .index(0))
    }
}

extension EditableRow: AccessibilityTreeBuilding {
    /// The row's elements, each with the row's editing and, unless the row has swipe actions of its own or
    /// is `.deleteDisabled`, a "Delete" swipe action as VoiceOver offers it.
    func buildAccessibility(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        var elements = builder.buildContent(of: node)
        let offset = offset
        let mode = node.environment.editMode
        var delete: (@MainActor () -> Void)?
        if let action = actions.delete { delete = { action(IndexSet(integer: offset)) } }
        var move: (@MainActor (Int) -> Void)?
        if let action = actions.move { move = { destination in action(IndexSet(integer: offset), destination) } }
        var editing = RowEditing(
            offset: offset, count: count, delete: delete, move: move,
            deleteDisabledBy: EditDisabledModifier.disabling(.delete, in: node),
            moveDisabledBy: EditDisabledModifier.disabling(.move, in: node),
            isEditing: { mode?.wrappedValue.isEditing ?? false })
        if let insert = actions.insert {
            let perform = insert.perform
            editing.insert = { offset, providers in perform(offset, providers) }
            editing.insertTypes = insert.types
        }
        for index in elements.indices {
            elements[index].rowEditing = editing
            let hasSwipeActions = elements[index].customActions.contains {
                if case .swipe = $0.kind { return true }
                return false
            }
            if let delete = editing.delete, editing.deleteDisabledBy == nil, !hasSwipeActions {
                elements[index].customActions.append(
                    AccessibilityCustomAction(name: "Delete", kind: .swipe(.trailing), perform: delete))
            }
        }
        return elements
    }
}
