import Foundation

/// The delete and move actions that `onDelete(perform:)` and `onMove(perform:)` give the rows of the
/// `ForEach` below them, passed down through the environment to that `ForEach` only.
struct RowEditActions {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
    /// The action of `onInsert(of:perform:)` and the types it accepts.
    var insert: RowInsertAction?
    /// The environment above the outermost `onDelete`/`onMove`, which the rows get unchanged, so that
    /// these actions (new closures at every update) do not make every row's environment look changed.
    var rowEnvironment: EnvironmentValues

    /// The attributes the rows print: `.onDelete`, `.onMove`, `.onInsert(of: [.plainText])`.
    var attributes: [String] {
        (delete == nil ? [] : [".onDelete"]) + (move == nil ? [] : [".onMove"])
            + (insert.map { [".onInsert(of: \($0.typeList))"] } ?? [])
    }
}

/// The key that stores the row edit actions of the next `ForEach` down.
struct RowEditActionsKey: EnvironmentKey {
    static var defaultValue: RowEditActions? { nil }
}

extension EnvironmentValues {
    /// The edit actions for the rows of the next `ForEach` down, set by `onDelete`/`onMove`.
    var rowEditActions: RowEditActions? {
        get { self[RowEditActionsKey.self] }
        set { self[RowEditActionsKey.self] = newValue }
    }
}
