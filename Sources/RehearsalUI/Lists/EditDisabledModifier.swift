/// `.deleteDisabled(_:)` and `.moveDisabled(_:)`: printed like the call; the row they are on cannot be
/// deleted or moved, and the `delete`/`move` verbs say which view keeps it.
struct EditDisabledModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Edit: String {
        case delete, move
    }

    let edit: Edit
    let isDisabled: Bool

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".\(edit.rawValue)Disabled(\(isDisabled))"]
    }

    /// The custom view whose modifier disables `edit` for the row under `row`, searching the row's own
    /// views (not the rows of a `ForEach` nested in it).
    @MainActor static func disabling(_ edit: Edit, in row: GraphNode) -> String? {
        var pending = row.children
        while let node = pending.popLast() {
            if let modifier = node.appliedModifier as? EditDisabledModifier, modifier.edit == edit,
                modifier.isDisabled
            {
                return AccessibilityTreeBuilder.owner(of: node)
            }
            if node.view is any EditableRowMarker { continue }
            pending += node.children
        }
        return nil
    }
}

/// Marks the rows of an editable `ForEach`, where a search for a row's own modifiers stops.
protocol EditableRowMarker {}

extension EditableRow: EditableRowMarker {}

extension View {
    /// Keeps this row from being deleted (its swipe action and delete control go away).
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(EditDisabledModifier(edit: .delete, isDisabled: isDisabled))
    }

    /// Keeps this row in place when its list is reordered.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(EditDisabledModifier(edit: .move, isDisabled: isDisabled))
    }
}
