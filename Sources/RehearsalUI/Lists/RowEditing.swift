/// What a user can do to an element's row of a `ForEach` with `onDelete`/`onMove`: the element of the
/// accessibility tree carries it for the `delete` and `move` verbs.
package struct RowEditing {
    /// The row's offset in the `ForEach`'s data.
    package var offset: Int
    /// How many rows the `ForEach` has.
    package var count: Int
    /// Deletes the row, when the `ForEach` has `onDelete`.
    package var delete: (@MainActor () -> Void)?
    /// Moves the row before the given offset, when the `ForEach` has `onMove`.
    package var move: (@MainActor (Int) -> Void)?
    /// The custom view whose `.deleteDisabled(true)` keeps the row, if one does.
    package var deleteDisabledBy: String?
    /// The custom view whose `.moveDisabled(true)` keeps the row in place, if one does.
    package var moveDisabledBy: String?
    /// Whether the edit mode the row sees is active; moving needs it, as SwiftUI shows reorder controls
    /// only then.
    package var isEditing: @MainActor () -> Bool
    /// Inserts items at an offset of the `ForEach`'s data, when it has `onInsert(of:perform:)`.
    package var insert: (@MainActor (Int, [NSItemProvider]) -> Void)?
    /// The content types that `onInsert(of:)` accepts.
    package var insertTypes: [UTType] = []
}
