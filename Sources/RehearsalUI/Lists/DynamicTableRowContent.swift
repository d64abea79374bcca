/// Table rows made from a collection, which can take `onInsert(of:perform:)`, as SwiftUI's
/// `DynamicTableRowContent`: a `ForEach` of `TableRow`s.
public protocol DynamicTableRowContent: TableRowContent {
    associatedtype Data: Collection
    /// The collection the rows are made from.
    var data: Data { get }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension DynamicTableRowContent {
    /// Sets the action that inserts items dropped among the rows: it receives the offset in `data` to insert at
    /// and the dropped items (`insert ROW --at N "text"` drops plain text there; `insert table --at 1 "text"`
    /// into a table with no rows).
    public func onInsert(
        of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> _InsertingTableRows<Self> {
        _InsertingTableRows(base: self, insert: RowInsertAction(types: supportedContentTypes, perform: action))
    }
}

/// Table rows with the insert action of `onInsert(of:perform:)`.
public struct _InsertingTableRows<Base: DynamicTableRowContent>: DynamicTableRowContent {
    public typealias TableRowValue = Base.TableRowValue

    let base: Base
    let insert: RowInsertAction

    public var data: Base.Data { base.data }

    public var _tableRowValues: [Base.TableRowValue] { base._tableRowValues }

    public var _tableRowInserts: [_TableRowInsert] {
        [_TableRowInsert(start: 0, count: base._tableRowValues.count, action: insert)]
    }
}

/// The rows of a table that one `onInsert` covers: `count` rows from `start`, in the table's row order.
public struct _TableRowInsert {
    let start: Int
    let count: Int
    let action: RowInsertAction

    /// The same rows, `offset` rows further down the table.
    func shifted(by offset: Int) -> _TableRowInsert {
        _TableRowInsert(start: start + offset, count: count, action: action)
    }
}

extension TableRowView {
    /// What `insert ROW --at N "text"` needs of a table row: the `onInsert` over it and the row's offset there.
    struct Insert {
        let action: RowInsertAction
        let offset: Int
        let count: Int

        init(of rows: _TableRowInsert, row: Int) {
            action = rows.action
            offset = row - rows.start
            count = rows.count
        }

        /// The row's editing as the `insert` verb reads it: no delete or move, only the drop.
        @MainActor var rowEditing: RowEditing {
            let perform = action.perform
            var editing = RowEditing(
                offset: offset, count: count, delete: nil, move: nil, deleteDisabledBy: nil, moveDisabledBy: nil,
                isEditing: { false })
            editing.insert = { offset, providers in perform(offset, providers) }
            editing.insertTypes = action.types
            return editing
        }
    }
}

extension Table: InsertionContainer {
    /// The first `onInsert` of the table's written-out rows, so that a table without rows takes a drop.
    var containerInsert: ContainerInsert? {
        guard let first = rowInserts.first else { return nil }
        let perform = first.action.perform
        return ContainerInsert(
            perform: { offset, providers in perform(offset, providers) }, types: first.action.types,
            count: first.count)
    }
}
