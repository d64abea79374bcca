/// Editing a list's rows as a user does: deleting a row of a `ForEach` with `onDelete` (a swipe, or the
/// delete control in edit mode) and moving one of a `ForEach` with `onMove` (its reorder control, shown
/// in edit mode).
extension Interactor {
    /// Deletes the row that `target` names, running the `onDelete` action of its `ForEach`.
    @discardableResult
    package func delete(_ target: TargetQuery) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "delete")
        let row = try editableRow(element, verb: "delete", modifier: ".onDelete { offsets in ... }")
        guard let delete = row.delete else {
            throw InteractionError(
                .notEditable,
                "expected a row whose ForEach has .onDelete, but \(element.reference) (in \(element.owner)) is in a "
                    + "ForEach with \(Self.actions(of: row)). To fix, add .onDelete { items.remove(atOffsets: $0) } to that ForEach."
            )
        }
        if let owner = row.deleteDisabledBy {
            throw InteractionError(
                .notEditable,
                "expected a row that can be deleted, but \(element.reference) is kept by .deleteDisabled(true) in "
                    + "\(owner). To fix, make that condition false first (see `state`), or delete another row.")
        }
        return run("delete \(element.reference)", delete)
    }

    /// Moves the row that `target` names so that it ends at `position` (counting from 1) among its
    /// `ForEach`'s rows, running the `onMove` action with SwiftUI's offsets.
    @discardableResult
    package func move(_ target: TargetQuery, to position: Int) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "move")
        let row = try editableRow(element, verb: "move", modifier: ".onMove { from, to in ... }")
        guard let move = row.move else {
            throw InteractionError(
                .notEditable,
                "expected a row whose ForEach has .onMove, but \(element.reference) (in \(element.owner)) is in a "
                    + "ForEach with \(Self.actions(of: row)). To fix, add .onMove { items.move(fromOffsets: $0, toOffset: $1) } "
                    + "to that ForEach.")
        }
        if let owner = row.moveDisabledBy {
            throw InteractionError(
                .notEditable,
                "expected a row that can be moved, but \(element.reference) is kept in place by .moveDisabled(true) "
                    + "in \(owner). To fix, make that condition false first (see `state`), or move another row.")
        }
        guard row.isEditing() else {
            throw InteractionError(
                .notEditable,
                "expected the list to be in edit mode to move \(element.reference), but edit mode is inactive (rows "
                    + "show their reorder controls only in edit mode). To fix, tap the EditButton (\"Edit\") first, "
                    + "or set .environment(\\.editMode, $mode) with an active mode.")
        }
        guard (1...row.count).contains(position) else {
            throw InteractionError(
                .notEditable,
                "expected a position from 1 to \(row.count) for \(element.reference), but found \(position). To fix, "
                    + "use `move \(element.reference) --to N` with N from 1 (first) to \(row.count) (last).")
        }
        let target = position - 1
        guard target != row.offset else {
            throw InteractionError(
                .notEditable,
                "expected \(element.reference) to move, but it is at position \(position) already. To fix, give "
                    + "another position.")
        }
        // SwiftUI's destination is the offset to insert before, in the data as it was before the move.
        let destination = target > row.offset ? target + 1 : target
        return run("move \(element.reference) --to \(position)") { move(destination) }
    }

    /// The row actions a row's `ForEach` has, for messages: `only .onMove`, `.onMove and .onInsert`.
    private static func actions(of row: RowEditing) -> String {
        let names =
            (row.delete == nil ? [] : [".onDelete"]) + (row.move == nil ? [] : [".onMove"])
            + (row.insert == nil ? [] : [".onInsert"])
        return names.count == 1 ? "only " + names[0] : names.joined(separator: " and ")
    }

    private func editableRow(
        _ element: AccessibilityNode, verb: String, modifier: String
    ) throws(InteractionError) -> RowEditing {
        guard let row = element.rowEditing else {
            throw InteractionError(
                .notEditable,
                "expected a row of a ForEach with \(modifier) to \(verb), but \(element.reference) (in "
                    + "\(element.owner)) is not in one. To fix, target a row of such a list (see `ax --json`: its "
                    + "rows list a \"Delete\" action), or add \(modifier) to the ForEach that makes the rows.")
        }
        return row
    }
}

extension InteractionError.Code {
    /// The element's row cannot be deleted or moved (no action, disabled, not in edit mode).
    public static let notEditable = InteractionError.Code(rawValue: "notEditable")
}
